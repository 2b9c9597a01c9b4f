a === b
a !== b
