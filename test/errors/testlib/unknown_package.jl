# a package nobody provides
using NoSuchPackage
println(1)
