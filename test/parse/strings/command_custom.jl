x`abc`
```
  two
  lines
  ```
