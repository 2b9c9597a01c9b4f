@info "x = $x"
