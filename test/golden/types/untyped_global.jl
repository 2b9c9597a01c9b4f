# an untyped global that holds values of several types over time
state = 1
show_state() = println(state, " ", typeof(state))
show_state()
state = "two"
show_state()
state = 3.5
show_state()
bump() = (global state = state isa Number ? state * 2 : state)
bump()
show_state()
