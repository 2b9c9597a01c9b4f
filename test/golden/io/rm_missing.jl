# rm of a missing file: an IOError worded as libuv words it.
rm("missing.txt")
