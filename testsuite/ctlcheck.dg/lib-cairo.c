/* cairo.rules, loaded because the unit calls cairo: a context or
   surface is released by its own destroy function (never NULL: cairo
   gives an object in an error state instead), one dropped at once leaks,
   and a call that only reads a status or property is made for its
   result. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stdlib.h>

typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;
cairo_t *cairo_create (cairo_surface_t *);
void cairo_destroy (cairo_t *);
cairo_surface_t *cairo_image_surface_create (int, int, int);
void cairo_surface_destroy (cairo_surface_t *);
int cairo_status (cairo_t *);
const char *cairo_status_to_string (int);
int cairo_image_surface_get_width (cairo_surface_t *);
void cairo_move_to (cairo_t *, double, double);
void cairo_get_current_point (cairo_t *, double *, double *);

void bad_context_dropped (cairo_surface_t *target)
{
  cairo_create (target); /* { dg-warning "\\\[ctlcheck:memory-dropped\\\]" } */
}

void bad_status_dropped (cairo_t *cr)
{
  cairo_status_to_string (cairo_status (cr)); /* { dg-warning "the result of this call is not used, and the call does nothing else \\\[ctlcheck:unused-result\\\]" } */
}

int bad_surface_leak (int w)
{
  cairo_surface_t *s = cairo_image_surface_create (0, w, w);
  if (w > 100)
    return -1; /* { dg-warning "memory allocated to 's' leaks \\\[ctlcheck:memory-leak\\\]" } */
  cairo_surface_destroy (s);
  return 0;
}

void bad_surface_freed (void)
{
  cairo_surface_t *s = cairo_image_surface_create (0, 10, 10);
  free (s); /* { dg-warning "\\\[ctlcheck:mismatched-dealloc\\\]" } */
}

int good_context_destroyed (cairo_surface_t *target)
{
  double x, y;
  cairo_t *cr = cairo_create (target);
  cairo_move_to (cr, 1.0, 2.0); /* { dg-bogus "ctlcheck" "never NULL" } */
  cairo_get_current_point (cr, &x, &y); /* { dg-bogus "ctlcheck" "a getter that fills its arguments" } */
  int st = cairo_status (cr);
  cairo_destroy (cr); /* { dg-bogus "ctlcheck" } */
  return st + (int) x + (int) y;
}

int good_surface_destroyed (void)
{
  cairo_surface_t *s = cairo_image_surface_create (0, 10, 10);
  int w = cairo_image_surface_get_width (s);
  cairo_surface_destroy (s); /* { dg-bogus "ctlcheck" } */
  return w;
}
