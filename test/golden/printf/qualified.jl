# Printf.@printf and Printf.@sprintf after `import Printf`
import Printf
Printf.@printf("%05.1f\n", 3.14159)
println(Printf.@sprintf("%+d", 5))
