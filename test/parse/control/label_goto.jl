function f()
    @label top
    @goto top
end
