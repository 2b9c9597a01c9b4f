# Examples of the metaprogramming chapter of Julia's manual
macro sayhello()
    return :( println("Hello, world!") )
end
@sayhello()
macro sayhello(name)
    return :( println("Hello, ", $name) )
end
@sayhello("human")
# (what a macro prints, it prints when jlc compiles the program)
macro twostep(arg)
    return :(println("I execute at runtime. The argument is: ", $arg))
end
@twostep :(1, 2, 3)
macro twice(ex)
    quote
        $(esc(ex))
        $(esc(ex))
    end
end
n = 0
@twice n += 1
println(n)
# a macro calls the program's own functions while it expands
double_it(ex) = Expr(:call, :*, 2, ex)
macro double(ex)
    double_it(esc(ex))
end
println(@double 21)
# string macros
macro shout_str(s)
    uppercase(s) * "!"
end
println(shout"hello")
# a macro that makes a function (esc keeps its name the caller's)
macro make_getter(name, value)
    fname = Symbol("get_", name)
    :( $(esc(fname))() = $value )
end
@make_getter answer 42
println(get_answer())
# gensym'd names never clash
macro swap(a, b)
    t = gensym()
    quote
        $t = $(esc(a))
        $(esc(a)) = $(esc(b))
        $(esc(b)) = $t
    end
end
p, q = 1, 2
@swap p q
println((p, q))
