/* C twin of binary_trees.jl: the same trees with malloc, freed when dropped. */
#include <stdio.h>
#include <stdlib.h>

#define MAXDEPTH 16 // QUICK=10

typedef struct Node { struct Node *left, *right; } Node;

static Node *make(int d) {
  Node *n = malloc(sizeof *n);
  n->left = d == 0 ? NULL : make(d - 1);
  n->right = d == 0 ? NULL : make(d - 1);
  return n;
}

static long check(const Node *n) {
  return 1 + (n->left ? check(n->left) : 0) + (n->right ? check(n->right) : 0);
}

static void drop(Node *n) {
  if (n->left) drop(n->left);
  if (n->right) drop(n->right);
  free(n);
}

int main(void) {
  Node *long_lived = make(MAXDEPTH);
  for (int d = 4; d <= MAXDEPTH; d += 2) {
    long iters = 1L << (MAXDEPTH - d + 4), c = 0;
    for (long i = 1; i <= iters; i++) {
      Node *t = make(d);
      c += check(t);
      drop(t);
    }
    printf("%ld trees of depth %d check: %ld\n", iters, d, c);
  }
  printf("long lived tree of depth %d check: %ld\n", MAXDEPTH, check(long_lived));
  drop(long_lived);
  return 0;
}
