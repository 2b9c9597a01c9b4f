function main()
    println(undefined_thing(1))
end
