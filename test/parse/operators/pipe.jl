a |> f |> g
