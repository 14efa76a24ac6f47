/* A search along a circular list stops at its sentinel, whose address
   the loop compares with (`n != &tab->heads[h]`); the test after the
   loop asks the same (`n == &tab->heads[h]`): it holds exactly where
   the loop never found anything, also when it never ran (less ch.c:225,
   the buffer hash chains).  The comparison is remembered while the
   pointer and the index that decide the address do not change.  */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */

struct node { struct node *next; int key; int size; };
struct table { struct node heads[16]; struct node *spare; };

extern struct table *cur;
struct node head;

extern void refresh (void);

/* found is set in the loop whenever it stops before the sentinel.  */
int good_sentinel_after_search (int key)
{
  struct node *n, *found;
  int h = key & 15;
  for (n = cur->heads[h].next; n != &cur->heads[h]; n = n->next) {
    found = n;
    if (found->key == key)
      break;
  }
  if (n == &cur->heads[h]) {
    found = cur->spare;
    found->key = key;
  }
  return found->size; /* { dg-bogus "used before it is assigned" } */
}

/* The same with a list head of its own (a fixed address).  */
int good_own_sentinel (int key)
{
  struct node *n, *found;
  for (n = head.next; n != &head; n = n->next) {
    found = n;
    if (found->key == key)
      break;
  }
  if (n == &head)
    return -1;
  return found->size; /* { dg-bogus "used before it is assigned" } */
}

/* Another chain is tested after the loop: the loop may have stopped at
   its own sentinel without setting found.  */
int bad_other_index (int key)
{
  struct node *n, *found;
  int h = key & 15;
  for (n = cur->heads[h].next; n != &cur->heads[h]; n = n->next) {
    found = n;
    if (found->key == key)
      break;
  }
  h = (h + 1) & 15;
  if (n == &cur->heads[h])
    return -1;
  return found->size; /* { dg-warning "'found' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

/* refresh () may change cur: the second test is about another table.  */
int bad_table_changed (int key)
{
  struct node *n, *found;
  int h = key & 15;
  for (n = cur->heads[h].next; n != &cur->heads[h]; n = n->next) {
    found = n;
    if (found->key == key)
      break;
  }
  refresh ();
  if (n == &cur->heads[h])
    return -1;
  return found->size; /* { dg-warning "'found' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}
