using .M
using ..N
