function triangle(n)
    for i in 1:n
        for j in 1:i
            print("*")
        end
        println()
    end
end

function table_row(k)
    for j in 1:5
        print(k * j, j < 5 ? "\t" : "\n")
    end
end

function count_pairs(n)
    c = 0
    for i in 1:n
        for j in i:n
            if (i + j) % 3 == 0
                c += 1
            end
        end
    end
    return c
end

triangle(4)
for k in 1:3
    table_row(k)
end
println(count_pairs(10))
