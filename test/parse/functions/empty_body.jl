function f()
end
