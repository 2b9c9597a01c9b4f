0 ≤ i < n
