module M
x = 1
end
