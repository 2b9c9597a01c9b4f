function f end
