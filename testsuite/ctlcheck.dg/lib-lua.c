/* lua.rules, loaded because the unit calls the Lua C API: a call that
   only reads the stack and whose result is dropped (also through the
   macros over lua_type, whose comparison the gimplifier drops), an
   unchecked lua_checkstack, a state that is never closed, and a state of
   luaL_newstate used before its NULL check. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-unused-value" } */
#include <stddef.h>

typedef struct lua_State lua_State;
lua_State *luaL_newstate (void);
void lua_close (lua_State *);
int lua_gettop (lua_State *);
int lua_type (lua_State *, int);
double lua_tonumberx (lua_State *, int, int *);
const char *lua_tolstring (lua_State *, int, size_t *);
int lua_checkstack (lua_State *, int);
void lua_settop (lua_State *, int);
void lua_pushnil (lua_State *);
int lua_compare (lua_State *, int, int, int);
#define lua_tonumber(L, i) lua_tonumberx (L, (i), NULL)
#define lua_isnil(L, n) (lua_type (L, (n)) == 0)
#define lua_pop(L, n) lua_settop (L, -(n)-1)

void bad_query_dropped (lua_State *L)
{
  lua_tonumber (L, 1); /* { dg-warning "the result of this call is not used, and the call does nothing else \\\[ctlcheck:unused-result\\\]" } */
  lua_gettop (L); /* { dg-warning "\\\[ctlcheck:unused-result\\\]" } */
}

void bad_macro_test_dropped (lua_State *L)
{
  lua_isnil (L, 1); /* { dg-warning "\\\[ctlcheck:unused-result\\\]" } */
}

int good_query_used (lua_State *L)
{
  const char *s = lua_tolstring (L, 1, NULL); /* { dg-bogus "ctlcheck" } */
  if (lua_isnil (L, 2)) /* { dg-bogus "ctlcheck" } */
    return 0;
  if (lua_isnil (L, 3)) {} /* { dg-bogus "ctlcheck" "a test, if an empty one" } */
  lua_pop (L, 1); /* { dg-bogus "ctlcheck" } */
  (void) lua_gettop (L); /* { dg-bogus "ctlcheck" } */
  (void) lua_isnil (L, 1); /* { dg-bogus "ctlcheck" "dropped on purpose" } */
  lua_compare (L, 1, 2, 0); /* { dg-bogus "ctlcheck" "it may run a metamethod" } */
  return s != NULL && lua_gettop (L) > 1;
}

void bad_checkstack_ignored (lua_State *L)
{
  lua_checkstack (L, 10); /* { dg-warning "the result of this call is ignored, but it reports failure \\\[ctlcheck:unchecked-return\\\]" } */
  lua_pushnil (L);
}

int good_checkstack_tested (lua_State *L)
{
  if (!lua_checkstack (L, 10)) /* { dg-bogus "ctlcheck" } */
    return -1;
  lua_pushnil (L);
  return 0;
}

int bad_state_leak (void)
{
  lua_State *L = luaL_newstate ();
  if (L == NULL)
    return -1;
  return lua_gettop (L); /* { dg-warning "memory allocated to 'L' leaks \\\[ctlcheck:memory-leak\\\]" } */
}

void bad_state_unchecked (void)
{
  lua_State *L = luaL_newstate ();
  lua_pushnil (L); /* { dg-warning "\\\[ctlcheck:null-argument\\\]" } */
  lua_close (L);
}

int good_state_closed (void)
{
  lua_State *L = luaL_newstate ();
  if (L == NULL)
    return -1;
  lua_pushnil (L); /* { dg-bogus "ctlcheck" } */
  int n = lua_gettop (L);
  lua_close (L); /* { dg-bogus "ctlcheck" } */
  return n;
}
