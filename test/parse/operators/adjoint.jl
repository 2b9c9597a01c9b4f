x'
A' * B
