/* gcc-compat.h: every GCC header the plugin needs, and version differences. */
#ifndef CTLCHECK_GCC_COMPAT_H
#define CTLCHECK_GCC_COMPAT_H

#define INCLUDE_STRING
#define INCLUDE_MAP
#define INCLUDE_VECTOR
#define INCLUDE_ALGORITHM
#include "gcc-plugin.h"

#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "tree.h"
#include "gimple.h"
#include "tree-pass.h"
#include "context.h"
#include "function.h"
#include "basic-block.h"
#include "gimple-iterator.h"
#include "gimple-walk.h"
#include "attr-fnspec.h"
#include "tree-cfg.h"
#include "tree-ssa.h"
#include "except.h"
#include "tree-eh.h"
#include "cgraph.h"
#include "diagnostic.h"
#include "diagnostic-core.h"
#include "diagnostic-path.h"
#include "diagnostic-metadata.h"
#include "langhooks.h"
#include "stringpool.h"
#include "attribs.h"
#include "input.h"
#include "cpplib.h"
#include "options.h"
#include "toplev.h"
#include "tree-pretty-print.h"
#include "print-tree.h"
#include "internal-fn.h"
#include "stor-layout.h"
#include "tree-iterator.h"
#include "wide-int-print.h"
#include "opts.h"
#include "calls.h"
#include "target.h"

/*
 * GCC versions.  BUILDING_GCC_VERSION (bversion.h, shipped with the plugin
 * headers) is the GCC the plugin is built for, MAJOR * 1000 + MINOR; GCC's
 * own GCC_VERSION is the compiler that compiles the plugin, which may be
 * another one.  Tested here: 11 and 12 (build.sh test runs the whole
 * testsuite with both).  Prepared: 13, 14 and 15, whose plugin headers the
 * sources compile against (make check-gcc-versions, doc/usage.md).  Every
 * difference between them is a shim below, and nowhere else: the other
 * plugin files use the gp_ names.
 */
#include "bversion.h"

#if BUILDING_GCC_VERSION < 11000
#error "ctlcheck supports GCC 11 to 15 (this is an older GCC's plugin headers)"
#endif
#if BUILDING_GCC_VERSION >= 16000
#error "ctlcheck supports GCC 11 to 15 (this is a newer GCC's plugin headers)"
#endif

/* GCC 14 removed last_stmt from tree-cfg.h; last_nondebug_stmt, new in
   GCC 14, is the same function under its new name. */
#if BUILDING_GCC_VERSION >= 14000
#define gp_last_stmt(bb) last_nondebug_stmt (bb)
#else
#define gp_last_stmt(bb) last_stmt (bb)
#endif

/* GCC 15 moved simple_diagnostic_path out of diagnostic-path.h into a
   header of its own. */
#if BUILDING_GCC_VERSION >= 15000
#include "simple-diagnostic-path.h"
#endif

/* GCC 15 replaced diagnostic_info's int option_index by option_id, a
   diagnostic_option_id (0 still means "no option": the warning cannot be
   turned off by a -W flag). */
#if BUILDING_GCC_VERSION >= 15000
#define gp_diag_no_option(diag) ((diag).option_id = diagnostic_option_id ())
#else
#define gp_diag_no_option(diag) ((diag).option_index = 0)
#endif

#endif /* CTLCHECK_GCC_COMPAT_H */
