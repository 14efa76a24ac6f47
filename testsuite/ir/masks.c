/* x & K with a constant mask K bounds the value to [0, K]: the store
   knows a switch or test over every masked value leaves no other way. */
extern int next (void);

int
decode (unsigned flags, int k)
{
  int v;
  unsigned low = flags & 3;
  int any = k & flags;
  if (low <= 3)
    v = any;
  return v;
}

/* A mask below zero clears bits: `state & -2`. */
int
clear_low_bit (int state)
{
  state &= ~1;
  return state;
}
