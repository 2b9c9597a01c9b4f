parse(UInt, "-1")
