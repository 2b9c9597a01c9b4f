# The forms of `using`/`import` (Julia manual, "Modules"): what each binds.
module Outer
export visible
visible() = "visible"
hidden() = "hidden"
module Inner
inner_f() = "inner_f"
inner_g() = "inner_g"
end
module Sibling
using ..Inner: inner_f          # `..` is Outer
call() = inner_f()
end
end

using .Outer                    # binds Outer, makes `visible` usable
import .Outer.Inner: inner_f    # one name from a nested path
import .Outer.Inner as In       # a module under another name
using .Outer.Inner: inner_g as g2

println(visible())
println(Outer.hidden())
println(inner_f())
println(In.inner_g())
println(g2())
println(Outer.Sibling.call())

# `import M: f` lets a definition add a method to M's function
import .Outer: hidden
hidden(x::Int) = "hidden($x)"
println(hidden(1), " ", Outer.hidden())

import Base: length as blen
println(blen([1, 2, 3]))
