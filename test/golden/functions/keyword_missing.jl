connect(; host, port=80) = string(host, ":", port)
println(connect(host="example.org"))
println(connect(port=8080))
