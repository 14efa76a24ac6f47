/* A local register variable bound to a machine register (`register ...
   asm ("rsp")`) holds what the machine put there: reading it is no use
   before assignment.  A plain `register` local is an ordinary one.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-O0 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=uninit" } */

unsigned long good_stack_page (void)
{
  register unsigned long sp asm ("rsp");
  return (sp | 4095) + 1; /* { dg-bogus "uninit" } */
}

unsigned long bad_plain_register (void)
{
  register unsigned long r;
  return (r | 4095) + 1; /* { dg-warning "'r' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}
