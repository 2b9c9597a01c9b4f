module M
"doc of g"
g() = 1
"last"
end
