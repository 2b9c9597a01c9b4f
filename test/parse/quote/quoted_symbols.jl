:x
:+
:end
