const N = 5 # QUICK=3
function main()
    println(N)
end
