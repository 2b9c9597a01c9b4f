# jlc-flags: --trim=unsafe
include_string(Main, "f() = 1")
