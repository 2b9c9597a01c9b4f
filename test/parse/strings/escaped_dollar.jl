"\$x costs \$5"
