"héllo wörld ∀"
