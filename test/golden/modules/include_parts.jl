# include reads a file relative to the file that includes it, also inside a
# module and from an included file in another folder.
module Parts
include("included/sub/a.jl")
end
println(Parts.a())
println(Parts.b())
