# findfirst/findnext, occursin, contains, startswith, endswith with a Regex
println(findfirst(r"o+", "foo boo"), " ", findnext(r"o+", "foo boo", 4), " ", findfirst(r"z", "foo"))
println(findfirst(r"", "abc"), " ", findfirst(r"∀", "x ∀ y"))
println(occursin(r"a.c", "xxabcxx"), " ", occursin(r"a.c", "ac"), " ", contains("hello", r"l+"))
println(startswith("hello", r"he"), " ", startswith("hello", r"el"), " ", endswith("hello", r"l+o"), " ", endswith("hello", r"l"))
println(occursin(r"^\d+$", "12345"), " ", occursin(r"^\d+$", "123a5"))
