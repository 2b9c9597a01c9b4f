#!/usr/bin/env julia
x
