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
#include "tree-cfg.h"
#include "tree-ssa.h"
#include "except.h"
#include "cgraph.h"
#include "diagnostic.h"
#include "diagnostic-core.h"
#include "diagnostic-path.h"
#include "diagnostic-metadata.h"
#include "langhooks.h"
#include "stringpool.h"
#include "attribs.h"
#include "input.h"
#include "options.h"
#include "toplev.h"
#include "tree-pretty-print.h"
#include "print-tree.h"
#include "internal-fn.h"
#include "stor-layout.h"
#include "wide-int-print.h"
#include "opts.h"

#if GCC_VERSION < 10000
#error "ctlcheck needs GCC 10 or newer (diagnostic paths, warning_meta)"
#endif

/* Checked: the plugin compiles against the headers of GCC 11 and 12.  The
   APIs it uses (simple_diagnostic_path, diagnostic_metadata, warning_meta,
   diagnostic_report_diagnostic, register_pass_info) exist since GCC 10.
   Put any shim for a later GCC here, nowhere else. */

#endif /* CTLCHECK_GCC_COMPAT_H */
