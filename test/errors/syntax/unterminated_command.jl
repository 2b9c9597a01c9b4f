x = `ls -l
