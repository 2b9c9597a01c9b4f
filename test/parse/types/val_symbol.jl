Val{:sym}
