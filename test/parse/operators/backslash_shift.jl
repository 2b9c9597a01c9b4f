A \ b
a >>> 2
