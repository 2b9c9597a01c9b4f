# @time's seconds and gc share depend on the machine: shown as T and G
s/[0-9]+\.[0-9]{6} seconds/T seconds/
s/[0-9]+\.[0-9]{2}% gc time/G% gc time/
