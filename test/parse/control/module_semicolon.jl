module M; end
