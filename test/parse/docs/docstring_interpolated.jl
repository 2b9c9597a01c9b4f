"value: $(x)"
const y = 2
