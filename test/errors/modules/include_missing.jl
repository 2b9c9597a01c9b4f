module M
include("no_such_file.jl")
end
