@ x
