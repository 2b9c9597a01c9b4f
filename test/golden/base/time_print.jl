# Base.time_print, the line @time prints, for given times and counts: padding,
# units (k, M; KiB, MiB, GiB), singulars, gc and compilation shares, a label;
# Base.format_bytes as documented.
function main()
    Base.time_print(stdout, 1.5e9, 3 * 1024^2, 0, 2_500_000); println()
    Base.time_print(stdout, 123456.0, 64, 0, 1, 0, 0, 0, true)
    Base.time_print(stdout, 0, 0, 0, 0, 0, 0, 0, true)
    Base.time_print(stdout, 2e9, 0, 5e8, 0, 0, 0, 0, true)
    Base.time_print(stdout, 12.5e9, 1023, 1e9, 999, 0, 0, 0, true; msg="step 1")
    Base.time_print(stdout, 1e9, 1, 0, 1000, 2, 5e8, 1e6, true)
    Base.time_print(stdout, 1e9, 2^40, 0, 10^9, 0, 0, 0, true)
    Base.time_print(stdout, 123.4567894e9, 1500, 0, 2, 0, 0, 0, true)
    println(Base.format_bytes(1024), " | ", Base.format_bytes(10000), " | ", Base.format_bytes(10000, binary=false), " | ", Base.format_bytes(1))
end
main()
