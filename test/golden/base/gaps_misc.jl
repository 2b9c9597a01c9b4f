# const with a type, sleep, PROGRAM_FILE, Base.donotdelete and
# Base.inferencebarrier (issue 21)
const limit::Int = 3
const scale::Float64 = 2
println(limit, " ", scale, " ", typeof(scale))
grow() = scale * limit
println(grow())

t = time()
println(sleep(0.05) === nothing, " ", time() - t >= 0.04)
try
    sleep(-1)
catch e
    println(sprint(showerror, e))
end

println(PROGRAM_FILE isa String, " ", !isempty(PROGRAM_FILE))
println(Base.donotdelete([1, 2]) === nothing, " ", Base.inferencebarrier(41) + 1)
