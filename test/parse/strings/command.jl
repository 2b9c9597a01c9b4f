`ls -l $dir`
run(`echo hi`)
