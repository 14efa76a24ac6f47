/* ut-clock.c: seconds on a monotonic clock, for the phase times of `stats`. */
#include "config.h"

#include <time.h>

#include "ctlcheck/util.h"

double ut_seconds(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
