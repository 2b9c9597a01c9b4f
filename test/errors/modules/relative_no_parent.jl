import ..X
