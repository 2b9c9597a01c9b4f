# exit(code) ends the program at once with that status, from any depth:
# what was printed is flushed, but no finally block runs (exit does not
# unwind the stack, as in Julia), and nothing after it runs.
function work(n)
    try
        println("working on ", n)
        n == 3 && exit(n)
        work(n + 1)
    finally
        println("not printed: exit does not unwind")
    end
end
print("start; ")
work(1)
println("not reached")
