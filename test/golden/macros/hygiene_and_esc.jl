# hygiene: the macro's local does not capture the caller's variable
macro settmp(ex)
    quote
        tmp = 100
        $(esc(ex)) + tmp
    end
end
tmp = 1
println(@settmp(tmp * 2))
println(tmp)
# esc assigns the caller's variable
macro setx(v)
    :( $(esc(:x)) = $v )
end
x = 0
@setx 42
println(x)
macro assert2(ex, msgs...)
    msg_body = isempty(msgs) ? ex : msgs[1]
    msg = string(msg_body)
    # (escaped whole: @macroexpand then shows the names as written, where
    # Julia would show a global the macro names as Main.name)
    return esc(:($ex ? nothing : throw(AssertionError($msg))))
end
@assert2 1 == 1.0
try
    @assert2 1 == 0
catch e
    println(e.msg)
end
macro foo_str(s)
    uppercase(s)
end
println(foo"abc")
println(@macroexpand @setx 3)
ex = @macroexpand @assert2 a == b
println(ex)
# what a macro prints goes out at compile time; its result runs
macro showarg(x)
    show(x)
    println()
    x
end
println(@showarg(1 + 2))
