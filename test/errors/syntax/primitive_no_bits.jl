primitive type T end
