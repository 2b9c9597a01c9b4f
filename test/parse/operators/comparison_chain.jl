a < b <= c
