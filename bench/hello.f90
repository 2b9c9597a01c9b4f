! Hello world in Fortran, for the size comparison in bench/run.sh.
program hello
  print '(a)', 'Hello, world!'
end program hello
