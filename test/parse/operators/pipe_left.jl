f <| g <| x
