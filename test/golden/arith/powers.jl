function show_powers(base, lo, hi)
    for e in lo:hi
        println(base, "^", e, " = ", base^e)
    end
end

show_powers(2, 60, 64)
show_powers(3, 39, 41)
show_powers(10, 18, 19)
show_powers(-3, 0, 3)
