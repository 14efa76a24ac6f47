/* demo.c: a small C file with bugs that ctlcheck finds (see README.md). */
#include <stdlib.h>
#include <string.h>

struct buffer { char *data; size_t len; };

/* A double free on the error path. */
int fill (struct buffer *b, const char *text)
{
  b->len = strlen (text);
  b->data = malloc (b->len + 1);
  if (!b->data)
    return -1;
  memcpy (b->data, text, b->len + 1);
  if (b->len > 100)
    {
      free (b->data);
      b->len = 0;
    }
  free (b->data);
  return 0;
}

/* Correct: the pointer is reset after the first free. */
void reset (struct buffer *b)
{
  free (b->data);
  b->data = NULL;
  free (b->data);
}
