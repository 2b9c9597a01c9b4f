# [a;; b] and [1 2;;; 3 4]: concatenation along a dimension given by a run of `;`
println([1 2;;; 3 4])
println(size([1 2;;; 3 4]))
println([1; 2;; 3; 4])
a = [1, 2]; b = [3, 4]
println([a;; b])
println([a;; b;; [5, 6]])
println([1;;; 2])
x = [1 2; 3 4;;; 5 6; 7 8]
println(typeof(x), " ", size(x), " ", x[2, 1, 2])
m = [1 2; 3 4]
c = [m;;; m .* 10;;; m .* 100]
println(size(c), " ", c[:, :, 3])
println(Float64[1 2;;; 3 4])
println([1;; 2.5])
println([1;;;; 2], " ", size([1;;;; 2]))
println([true;;; false])
try
    [[1, 2];; [1, 2, 3]]
catch e
    println(typeof(e))
end
