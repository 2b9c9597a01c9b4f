"""
    area(s)

The area of `s`.
"""
area(s) = s.w * s.h
