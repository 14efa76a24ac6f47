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

/* GCC 13 renamed the metadata and path helpers' headers; keep one spelling. */
#if GCC_VERSION >= 14000
#define GP_HAVE_NEW_DIAGNOSTIC_PATH 1
#endif

#endif /* CTLCHECK_GCC_COMPAT_H */
