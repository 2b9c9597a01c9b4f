module M
f() = 1
