/* A loop that releases a list's head until it is NULL, through a
   function that unlinks it (screen 4.9.0's OneCanvas: `while
   (D_canvas.c_slperp) FreeCanvas (D_canvas.c_slperp);`, D_canvas being
   display->d_canvas), frees a new block on every turn: the loop's test
   sees the value the call set.  Freeing the head twice without such a
   test still is a double free. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <stdlib.h>

struct canvas { struct canvas *next; struct canvas *perp; };
struct display { struct canvas canvas; };
extern struct display *display;

static void free_canvas (struct canvas *c)
{
  display->canvas.perp = c->next;
  free (c);
}

void good_release_all (void)
{
  while (display->canvas.perp)
    free_canvas (display->canvas.perp); /* { dg-bogus "freed twice" } */
}

void bad_free_twice (void)
{
  if (display->canvas.perp)
    {
      free (display->canvas.perp);
      free (display->canvas.perp); /* { dg-warning "'display->canvas.perp' is freed twice \\\[ctlcheck:double-free\\\]" } */
    }
}
