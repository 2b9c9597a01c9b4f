# a macro definition without an argument list
macro m x end
