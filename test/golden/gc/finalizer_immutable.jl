# Only mutable objects can be finalized, as in Julia.
report(x) = println("finalized ", x)
finalizer(report, 42)
