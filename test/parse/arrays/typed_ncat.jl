Int[1;; 2]
Float64[1 2;;; 3 4]
