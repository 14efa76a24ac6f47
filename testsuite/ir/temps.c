/* Temporaries are mapped back to the places a C programmer wrote. */
#include <stdlib.h>

struct node { struct node *next; char *buf; int len; };

int
walk (struct node *s, int k)
{
  char *p = malloc (10);
  s->buf = malloc (20);
  if (!p)
    return -1;
  free (s->buf);
  s->next->len = *p + 1;
  free (p + 1);
  return k > 2 ? s->len : 0;
}

/* A place reached through the null pointer constant: `deref null`. */
int null_places (int a)
{
  if (a)
    *(volatile int *) 0 = 1;
  return ((struct node *) 0)->len;
}

/* A pointer moved back to the start of its block (kept past a header):
   `p-off`. */
void back_to_start (int **t, long n)
{
  free (t - 2);
  free ((char *) t - n);
}
