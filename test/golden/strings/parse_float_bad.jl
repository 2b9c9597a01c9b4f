println(parse(Float64, "1.5"))
parse(Float64, "1.5.2")
