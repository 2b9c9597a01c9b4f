x = 1
using NoSuchPackage
