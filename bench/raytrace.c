/* C twin of raytrace.jl: SS×SS rays per pixel against a row of spheres and a
 * ground plane, Lambert shading with hard shadows from a point light.  The
 * image is column-major, as the Julia Matrix. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <math.h>

#define W 640 // QUICK=160
#define H 480 // QUICK=120
#define SS 3
#define EPS 1.0e-9
#define AMBIENT 0.1
#define NSPHERES 7

typedef struct { double x, y, z; } Vec3;
typedef struct { Vec3 origin, dir; } Ray;
typedef struct { Vec3 center; double radius, albedo; } Sphere;
typedef struct { Vec3 point, normal; double albedo; } Plane;
typedef struct { Sphere spheres[NSPHERES]; int nspheres; Plane ground; Vec3 light; } Scene;

static inline Vec3 vec3(double x, double y, double z) { return (Vec3){x, y, z}; }
static inline Vec3 add(Vec3 a, Vec3 b) { return vec3(a.x + b.x, a.y + b.y, a.z + b.z); }
static inline Vec3 sub(Vec3 a, Vec3 b) { return vec3(a.x - b.x, a.y - b.y, a.z - b.z); }
static inline Vec3 scale(double s, Vec3 a) { return vec3(s * a.x, s * a.y, s * a.z); }
static inline double dot(Vec3 a, Vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static inline double norm(Vec3 a) { return sqrt(dot(a, a)); }
static inline Vec3 normalize(Vec3 a) { return scale(1.0 / norm(a), a); }
static inline Vec3 at(Ray r, double t) { return add(r.origin, scale(t, r.dir)); }

static double hit_sphere(const Sphere *s, Ray r) {
  Vec3 oc = sub(r.origin, s->center);
  double b = dot(oc, r.dir);
  double c = dot(oc, oc) - s->radius * s->radius;
  double disc = b * b - c;
  if (disc < 0) return INFINITY;
  double sq = sqrt(disc);
  double t = -b - sq;
  if (t > EPS) return t;
  t = -b + sq;
  return t > EPS ? t : INFINITY;
}

static double hit_plane(const Plane *p, Ray r) {
  double denom = dot(p->normal, r.dir);
  if (fabs(denom) < EPS) return INFINITY;
  double t = dot(sub(p->point, r.origin), p->normal) / denom;
  return t > EPS ? t : INFINITY;
}

/* The nearest hit: its distance, and in *k the sphere's index (from 1), 0
 * for the ground, -1 for nothing. */
static double nearest(const Scene *scene, Ray r, int *k) {
  double best = hit_plane(&scene->ground, r);
  *k = best < INFINITY ? 0 : -1;
  for (int i = 1; i <= scene->nspheres; i++) {
    double t = hit_sphere(&scene->spheres[i - 1], r);
    if (t < best) { best = t; *k = i; }
  }
  return best;
}

/* shade() of the Julia program, with the shape's normal and albedo passed
 * in (the Julia version dispatches on the shape's type). */
static double shade(const Scene *scene, Vec3 x, Vec3 n, double albedo) {
  Vec3 tolight = sub(scene->light, x);
  double dist = norm(tolight);
  Vec3 l = scale(1.0 / dist, tolight);
  double cosine = dot(n, l);
  if (cosine <= 0) return AMBIENT * albedo;
  int blocker;
  double shadow_t = nearest(scene, (Ray){x, l}, &blocker);
  double lit = shadow_t < dist ? 0.0 : cosine;
  return albedo * (AMBIENT + (1 - AMBIENT) * lit);
}

static double trace(const Scene *scene, Ray r) {
  int k;
  double t = nearest(scene, r, &k);
  if (k < 0) return 0.5 + 0.5 * r.dir.y;
  Vec3 x = at(r, t);
  if (k == 0) return shade(scene, x, scene->ground.normal, scene->ground.albedo);
  const Sphere *s = &scene->spheres[k - 1];
  return shade(scene, x, scale(1.0 / s->radius, sub(x, s->center)), s->albedo);
}

static void make_scene(Scene *scene) {
  scene->nspheres = NSPHERES;
  for (int i = 0; i <= 6; i++) {
    double r = 0.3 + 0.1 * i;
    scene->spheres[i] = (Sphere){vec3(-4.5 + 1.5 * i, r, 3.0 + 0.5 * i), r, 0.5 + 0.07 * i};
  }
  scene->ground = (Plane){vec3(0.0, 0.0, 0.0), vec3(0.0, 1.0, 0.0), 0.8};
  scene->light = vec3(-3.0, 6.0, -2.0);
}

static int64_t *render(const Scene *scene, int64_t w, int64_t h) {
  int64_t *img = calloc((size_t)(w * h), sizeof *img);
  if (!img) abort();
  Vec3 eye = vec3(0.0, 1.2, -4.0);
  double aspect = (double)w / (double)h;
  for (int64_t j = 1; j <= w; j++)
    for (int64_t i = 1; i <= h; i++) {
      double acc = 0.0;
      for (int64_t sj = 1; sj <= SS; sj++)
        for (int64_t si = 1; si <= SS; si++) {
          double u = (2 * ((double)(j - 1) + ((double)sj - 0.5) / SS) / (double)w - 1) * aspect;
          double v = 1 - 2 * ((double)(i - 1) + ((double)si - 0.5) / SS) / (double)h;
          acc += trace(scene, (Ray){eye, normalize(vec3(u, v - 0.2, 1.5))});
        }
      double m = acc / (SS * SS);
      if (!(m < 1.0)) m = 1.0;
      img[(j - 1) * h + (i - 1)] = (int64_t)rint(255 * m);
    }
  return img;
}

#define PIXEL(i, j) img[((j) - 1) * H + (i) - 1]

int main(void) {
  Scene scene;
  make_scene(&scene);
  int64_t *img = render(&scene, W, H);
  int64_t total = 0;
  for (int64_t j = 1; j <= W; j++)
    for (int64_t i = 1; i <= H; i++) total += PIXEL(i, j);
  printf("%lld %lld %lld %lld %lld\n", (long long)total, (long long)PIXEL(1, 1),
         (long long)PIXEL(H / 2, W / 2), (long long)PIXEL(H, W), (long long)PIXEL(3 * H / 4, W / 3));
  free(img);
  return 0;
}
