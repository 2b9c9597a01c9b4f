# Macros defined inside modules: exported and used, called qualified
# (M.@m), imported by name (using M: @m); their free names are their own
# module's globals (hygiene), and a macro's body may use another macro.
module Shapes

export @square, area

const SIDE_UNIT = "cm"
unit_label(x) = string(x, " ", SIDE_UNIT)
area(s) = s * s

# the expansion calls unit_label, which Main cannot see: Julia resolves a
# macro's free names in the macro's own module
macro square(ex)
    return :(unit_label(area($(esc(ex)))))
end

macro twice(ex)
    return :(2 * $(esc(ex)))
end

# used inside the module that defines it
const doubled = @twice 21

module Inner
    macro inner_tag(s)
        return string("inner:", s)
    end
end

end # Shapes

module Counting
using ..Shapes: @twice
# a macro defined here whose body uses another module's macro when it runs
macro quadruple(ex)
    n = @twice 2
    return :($n * $(esc(ex)))
end
const eight = @twice 4
end

using .Shapes
using .Counting: @quadruple

println(@square 3)
println(Shapes.@twice 5)
println(Shapes.doubled)
println(Counting.eight)
println(@quadruple 10)
println(Shapes.Inner.@inner_tag "x")
side = 7
println(@square side)
unit_label(x) = "Main's own"   # not the unit_label @square's expansion calls
println(@square 2)

# Base's @gensym: fresh names (##tmp#N) for a macro's own variables
macro swap!(x, y)
    @gensym tmp
    return quote
        $tmp = $(esc(x))
        $(esc(x)) = $(esc(y))
        $(esc(y)) = $tmp
    end
end
function gensym_checks()
    @gensym a b
    s = @gensym c
    return (startswith(string(a), "##a#"), a != b, s === c)
end
p, q = 1, 2
@swap! p q
println((p, q), " ", gensym_checks())
