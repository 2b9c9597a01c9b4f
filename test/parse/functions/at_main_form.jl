function @main(args)
end
