# Threads: results that do not depend on the number of threads (the suite
# runs this with 1 and 2 threads and under GC stress: test/cli/threads.sh)
using Base.Threads

println(nthreads() >= 1, " ", threadid() == 1)

# @threads: every iteration once, each on some thread of the pool
n = 1000
squares = zeros(Int, n)
ids = zeros(Int, n)
@threads for i in 1:n
    squares[i] = i * i
    ids[i] = threadid()
end
println(sum(squares), " ", all(1 .<= ids .<= nthreads()))

# the schedules, a destructuring loop variable, continue, a range with a step
evens = zeros(Int, 10)
Threads.@threads :static for (i, x) in collect(enumerate(2:2:20))
    isodd(i) && continue
    evens[i] = x
end
println(evens)
Threads.@threads :dynamic for i in 10:-3:1
    evens[i] = -i
end
println(evens)

# fewer iterations than threads, and none
few = zeros(Int, 2)
@threads for i in 1:2
    few[i] = 10i
end
@threads for i in 1:0
    error("never")
end
println(few)

# a local function with @threads, its result through an Atomic
function count_primes(limit)
    found = Atomic{Int}(0)
    @threads for k in 2:limit
        isprime = true
        for d in 2:isqrt(k)
            if k % d == 0
                isprime = false
                break
            end
        end
        isprime && atomic_add!(found, 1)
    end
    found[]
end
println(count_primes(10_000))

# @spawn and fetch: a result of its own type, nested spawns
t = @spawn sum(1:100)
println(fetch(t), " ", typeof(fetch(t)), " ", istaskdone(t))
fib(k) = k < 2 ? k : (r = Threads.@spawn fib(k - 1); fib(k - 2) + fetch(r))
println(fib(15))
strs = [Threads.@spawn string("task ", i) for i in 1:4]
println(join(fetch.(strs), ", "))
w = @spawn (squares[1] = -1; nothing)
wait(w)
println(squares[1], " ", fetch(w) === nothing)
tasks = Task[]
push!(tasks, @spawn 1.5)
push!(tasks, @spawn "two")
println(fetch(tasks[1]), " ", fetch(tasks[2]), " ", length(tasks))

# atomics
a = Atomic{Int}(5)
println(a, " ", a[])
println(atomic_cas!(a, 5, 7), " ", a[], " ", atomic_cas!(a, 5, 9), " ", a[])
println(atomic_xchg!(a, 11), " ", atomic_add!(a, 4), " ", atomic_sub!(a, 3), " ", a[])
println(atomic_and!(a, 6), " ", atomic_or!(a, 8), " ", atomic_xor!(a, 1), " ", a[])
println(atomic_max!(a, 100), " ", atomic_min!(a, 50), " ", a[])
a[] = 3
println(a[])
f = Atomic{Float64}(0.5)
@threads for i in 1:100
    atomic_add!(f, 1.0)
end
println(f[])
flag = Atomic{Bool}(false)
println(atomic_xchg!(flag, true), " ", flag[])
u = Atomic{UInt8}(250)
@threads for i in 1:10
    atomic_add!(u, 0x01)
end
println(u[])
counter = Atomic{Int}(0)
@threads for i in 1:10_000
    atomic_add!(counter, 1)
end
println(counter[])
