Base.@ccallable function main()::Cint
    return 0
end
