/* C twin of nbody_vec.jl: a 3-vector struct passed by value with small
 * inline helpers, bodies in an array of structs. */
#include <stdio.h>
#include <stdint.h>
#include <math.h>
#include "julia_print.h"

#define N 5000000 // QUICK=500000
#define PI 3.141592653589793
#define SOLAR_MASS (4 * (PI * PI))
#define DAYS_PER_YEAR 365.24
#define NBODIES 5

typedef struct { double x, y, z; } Vec3;
typedef struct { Vec3 pos, vel; double mass; } Body;

static inline Vec3 add(Vec3 a, Vec3 b) { return (Vec3){a.x + b.x, a.y + b.y, a.z + b.z}; }
static inline Vec3 sub(Vec3 a, Vec3 b) { return (Vec3){a.x - b.x, a.y - b.y, a.z - b.z}; }
static inline Vec3 scale(Vec3 a, double s) { return (Vec3){a.x * s, a.y * s, a.z * s}; }
static inline double dot(Vec3 a, Vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

static Body body(double x, double y, double z, double vx, double vy, double vz, double mass) {
  return (Body){{x, y, z}, scale((Vec3){vx, vy, vz}, DAYS_PER_YEAR), mass * SOLAR_MASS};
}

static void advance(Body *b, int n, double dt) {
  for (int i = 0; i < n; i++) {
    Body *bi = &b[i];
    for (int j = i + 1; j < n; j++) {
      Body *bj = &b[j];
      Vec3 d = sub(bi->pos, bj->pos);
      double dsq = dot(d, d);
      double mag = dt / (dsq * sqrt(dsq));
      bi->vel = sub(bi->vel, scale(d, bj->mass * mag));
      bj->vel = add(bj->vel, scale(d, bi->mass * mag));
    }
  }
  for (int i = 0; i < n; i++) b[i].pos = add(b[i].pos, scale(b[i].vel, dt));
}

static double energy(const Body *b, int n) {
  double e = 0.0;
  for (int i = 0; i < n; i++) {
    e += 0.5 * b[i].mass * dot(b[i].vel, b[i].vel);
    for (int j = i + 1; j < n; j++) {
      Vec3 d = sub(b[i].pos, b[j].pos);
      e -= b[i].mass * b[j].mass / sqrt(dot(d, d));
    }
  }
  return e;
}

static void offset_momentum(Body *b, int n) {
  Vec3 p = {0.0, 0.0, 0.0};
  for (int i = 0; i < n; i++) p = add(p, scale(b[i].vel, b[i].mass));
  b[0].vel = scale(p, -1 / SOLAR_MASS);
}

int main(void) {
  Body bodies[NBODIES] = {
    body(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0),
    body(4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
         1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05,
         9.54791938424326609e-04),
    body(8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
         -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05,
         2.85885980666130812e-04),
    body(1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
         2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05,
         4.36624404335156298e-05),
    body(1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
         2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05,
         5.15138902046611451e-05)};
  offset_momentum(bodies, NBODIES);
  print_f64(energy(bodies, NBODIES)); putchar('\n');
  for (int64_t step = 1; step <= N; step++) advance(bodies, NBODIES, 0.01);
  print_f64(energy(bodies, NBODIES)); putchar('\n');
  return 0;
}
