# moving averages over views of a series; the last window reads past the view's end
series = [2.0, 4.0, 6.0, 8.0, 10.0, 12.0]
function window_mean(w, k)
    s = 0.0
    for i in 1:k
        s += w[i]
    end
    return s / k
end
for start in 1:2:5
    w = view(series, start:min(start + 2, length(series)))
    println(start, " ", length(w), " ", window_mean(w, 3))
end
