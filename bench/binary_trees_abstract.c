/* C twin of binary_trees_abstract.jl: the same trees with malloc, an empty
 * subtree as NULL, freed when dropped. */
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
  return n == NULL ? 0 : 1 + check(n->left) + check(n->right);
}

static void drop(Node *n) {
  if (!n) return;
  drop(n->left);
  drop(n->right);
  free(n);
}

int main(void) {
  int n = MAXDEPTH, stretch = n + 1;
  Node *t = make(stretch);
  printf("stretch tree of depth %d\t check: %ld\n", stretch, check(t));
  drop(t);
  Node *long_lived = make(n);
  for (int d = 4; d <= n; d += 2) {
    long iters = 1L << (n - d + 4), c = 0;
    for (long i = 1; i <= iters; i++) {
      t = make(d);
      c += check(t);
      drop(t);
    }
    printf("%ld\t trees of depth %d\t check: %ld\n", iters, d, c);
  }
  printf("long lived tree of depth %d\t check: %ld\n", n, check(long_lived));
  drop(long_lived);
  return 0;
}
