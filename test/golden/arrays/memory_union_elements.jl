# Vectors of an isbits union keep each element as a value plus a selector
# byte (Julia's layout): every way of moving elements keeps the two together.
function show_all(v)
    println(v, " ", length(v))
end

function main()
    v = Union{Int64, Missing}[1, missing, 3]
    println(typeof(v), " ", eltype(v))
    push!(v, 4)
    push!(v, missing)
    pushfirst!(v, missing)
    pushfirst!(v, 0)
    show_all(v)
    insert!(v, 4, 42)
    insert!(v, 1, missing)
    show_all(v)
    deleteat!(v, 2)
    deleteat!(v, length(v))
    show_all(v)
    println(popfirst!(v), " ", pop!(v), " ", v[2], " ", v[1] === missing)
    println(sum(skipmissing(v)), " ", count(ismissing, v), " ", collect(skipmissing(v)))
    w = copy(v)
    w[1] = 10
    w[2] = missing
    println(w, " ", v, " ", w == v, " ", isequal(copy(v), v))
    println(v[2:4], " ", reverse(v))
    append!(v, [7, missing])
    show_all(v)
    resize!(v, 3)
    show_all(v)
    empty!(v)
    show_all(v)

    # three members of different sizes, and nothing
    x = Union{Int8, Float64, Nothing}[Int8(1), 2.5, nothing]
    println(typeof(x))
    for i in 1:4
        pushfirst!(x, 1.0 * i)
        push!(x, i % 2 == 0 ? nothing : Int8(i))
    end
    show_all(x)
    println([y isa Int8 for y in x])
    println(popfirst!(x), " ", typeof(pop!(x)), " ", x[end - 1] === nothing)
    deleteat!(x, 1:3)
    show_all(x)
    y = Vector{Union{Nothing, Float64}}(undef, 0)
    for k in 1:200                   # growth at both ends moves selectors with values
        iseven(k) ? push!(y, k / 2) : pushfirst!(y, nothing)
    end
    println(length(y), " ", count(isnothing, y), " ", y[1], " ", y[end], " ", sum(z -> z === nothing ? 0.0 : z, y))
    for k in 1:150
        iseven(k) ? popfirst!(y) : pop!(y)
    end
    println(length(y), " ", count(isnothing, y), " ", y[1], " ", y[end])
end

# splatting assembles each element from its value and selector
pair(a, b) = string(a, "/", b)
function splat_elements()
    v = Union{Int64, Missing}[1, missing, 3]
    println(v...)
    println(string(v...), " ", tuple(v...), " ", pair(v[2:3]...), " ", pair(Union{Int64, Nothing}[4, nothing]...))
end

main()
splat_elements()
