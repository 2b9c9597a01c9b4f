@test x == 1
