# jlc-flags: --trim=no
# Each exception type of Base, caught, and shown by showerror as Julia shows
# it (the text after "ERROR: " when it is not caught).
function show_caught(f)
    try
        f()
        println("no error")
    catch e
        println(nameof(typeof(e)), " => ", sprint(showerror, e))
    end
end

# not a loop in disguise: the C compiler cannot turn it into one
deep(n) = n == 0 ? 0.0 : sin(deep(n - 1) + n)
takes_int(x::Int) = x

function main()
    show_caught(() -> error("boom"))
    show_caught(() -> [1, 2, 3][5])
    show_caught(() -> [1 2; 3 4][3, 1])
    show_caught(() -> div(1, 0))
    show_caught(() -> sqrt(-1.0))
    show_caught(() -> Int8(300))
    show_caught(() -> Base.checked_add(typemax(Int), 1))
    show_caught(() -> throw(ArgumentError("bad argument")))
    show_caught(() -> Dict("a" => 1)["b"])
    show_caught(() -> takes_int("s"))
    show_caught(() -> Vector{String}(undef, 2)[1])
    show_caught(() -> deep(10^9))
    show_caught(() -> Vector{Int}(undef, 2^50))     # 8 PB
    show_caught(() -> read(IOBuffer(""), UInt8))
    show_caught(() -> open("/nonexistent/dir/file.txt"))
end
main()
