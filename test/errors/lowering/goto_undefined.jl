# @goto to a label the function does not have
function f()
    @goto nowhere
    return 1
end
f()
