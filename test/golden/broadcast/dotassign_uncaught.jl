# smoothing a signal in place into a buffer of the wrong length
signal = [1.0, 4.0, 2.0, 8.0, 5.0]
smooth = zeros(4)
smooth .= (signal[1:end-1] .+ signal[2:end]) ./ 2
println(smooth)
out = zeros(3)
out .= signal .* 2
println(out)
