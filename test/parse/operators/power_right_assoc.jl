a ^ b ^ c
