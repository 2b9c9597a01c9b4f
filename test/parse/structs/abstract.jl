abstract type Shape end
