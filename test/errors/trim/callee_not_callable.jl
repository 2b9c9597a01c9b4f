# jlc-flags: --trim=safe
# A callee that is one of several values, not all of them functions: when
# trimming, the call is reported (with --trim=no it is split, and calling
# the Int64 is a MethodError).
double(x) = 2x
function main(args)
  h = length(args) > 0 ? double : 5
  println(h(1))
end
