function f()
    x = 
