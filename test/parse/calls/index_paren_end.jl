a[(end-1)]
