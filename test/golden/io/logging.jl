# @info/@warn/@error print to stderr as Julia's console logger; @debug is off.
x = 3
@info "hello"
@info "value" x
@warn "careful"
@error "bad" y = x + 1 s = "str"
@info "two\nlines" v = [1, 2]
@debug "not shown" error("never evaluated")
try
    div(1, 0)
catch e
    @error "caught" exception = e
end
@warn "once" maxlog = 1
println("done")
