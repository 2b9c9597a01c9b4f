@Base.m x
