# An overlong form (0xC1 0x81 spells "A" in two bytes) is not UTF-8 either.
x = 1
¡Å = 2
