@static if Sys.iswindows()
    a
end
