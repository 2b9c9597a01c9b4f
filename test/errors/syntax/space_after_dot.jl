a. b
