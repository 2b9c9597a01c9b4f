x = a ? b :c
