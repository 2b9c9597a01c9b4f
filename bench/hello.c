/* Hello world in C, for the size comparison in bench/run.sh. */
#include <stdio.h>

int main(void) {
  printf("Hello, world!\n");
  return 0;
}
