Any[]
