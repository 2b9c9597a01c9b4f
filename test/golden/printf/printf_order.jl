# Every argument is evaluated before anything is printed, as Julia's
# Printf.format(io, fmt, args...) call does
using Printf
f(x) = (println("evaluating ", x); x)
@printf("a=%d b=%d\n", f(1), f(2))
s = @sprintf("%s|%s", f("x"), f("y"))
println(s)
