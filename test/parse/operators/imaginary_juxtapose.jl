1 + 2im
