#!/bin/sh
# layering.sh: every part includes only headers of its own part or of the parts below it.
#
#   plugin -> unit -> rules -> model -> (ir, checker-core) -> util
#   report -> util (beside); tools may use every library, not the plugin
#
# A public header include/ctlcheck/NAME.h belongs to one part (table
# below); a private header belongs to the folder it sits in and is
# included from that folder only.  Only plugin/ includes GCC's headers.
. "$srcdir/testsuite/scripts/tap-lib.sh"
cd "$srcdir" || exit 1

# part_of HEADER: the part a public header belongs to.
part_of() {
  case $1 in
    util.h|error.h|lex.h) echo util ;;
    ir.h) echo ir ;;
    ctl.h) echo checker-core ;;
    model.h|values.h) echo model ;;
    rules.h) echo rules ;;
    unit.h) echo unit ;;
    sarif.h) echo report ;;
    *) echo unknown ;;
  esac
}

# allowed PART: the parts PART may include.
allowed() {
  case $1 in
    util) echo "util" ;;
    ir) echo "util ir" ;;
    checker-core) echo "util checker-core" ;;
    model) echo "util ir checker-core model" ;;
    rules) echo "util ir checker-core model rules" ;;
    report) echo "util report" ;;
    unit) echo "util ir checker-core model rules report unit" ;;
    plugin) echo "util ir checker-core model rules report unit plugin" ;;
    tools) echo "util ir checker-core model rules report unit tools" ;;
  esac
}

bad=""
for part in util ir checker-core model rules report unit plugin tools; do
  for f in $(ls $part/*.c $part/*.cc $part/*.h 2>/dev/null); do
    for h in $(sed -n 's/^[ 	]*#[ 	]*include[ 	]*"\([^"]*\)".*/\1/p' "$f"); do
      case $h in
        config.h|../*) continue ;;
        ctlcheck/*)
          p=$(part_of "${h#ctlcheck/}")
          case " $(allowed $part) " in
            *" $p "*) ;;
            *) bad="$bad $f:$h($p)" ;;
          esac ;;
        *)
          # A private header: beside the file that includes it.
          [ -f "$part/$h" ] || [ "$part" = plugin ] || bad="$bad $f:$h(not-in-$part)" ;;
      esac
    done
  done
done
tap_is "${bad# }" "" "no part includes a header of a part above it"

# Private headers are included from their own folder only (for the C
# parts the test above already requires it; plugin/ also includes GCC's
# headers, so check it against every private header of the other parts).
priv=""
for f in plugin/*.cc plugin/*.h; do
  for h in $(sed -n 's/^[ 	]*#[ 	]*include[ 	]*"\([^"/]*\)".*/\1/p' "$f"); do
    [ -f "plugin/$h" ] && continue
    for part in util ir checker-core model rules unit report tools; do
      [ -f "$part/$h" ] && priv="$priv $f:$h"
    done
  done
done
tap_is "${priv# }" "" "private headers are included only beside their files"

gcc_in_core=$(grep -lE '#include "(gcc-plugin|gimple|tree|system|coretypes)\.h"' \
  util/* ir/* checker-core/* model/* rules/* unit/* report/* tools/* 2>/dev/null)
tap_is "$gcc_in_core" "" "only plugin/ includes GCC's headers"

vtest=$(grep -lE '^[ 	]*#[ 	]*(el)?if.*(GCC_VERSION|GCCPLUGIN_VERSION|BUILDING_GCC)' \
  plugin/*.cc plugin/*.h 2>/dev/null | grep -v '^plugin/gcc-compat.h$')
tap_is "$vtest" "" "GCC version tests only in plugin/gcc-compat.h"

cxx=$(ls util/*.cc ir/*.cc checker-core/*.cc model/*.cc rules/*.cc unit/*.cc \
  report/*.cc tools/*.cc 2>/dev/null)
tap_is "$cxx" "" "only plugin/ is C++"

# The test itself must notice a violation: a model file including rules.h.
f=$(part_of rules.h)
case " $(allowed model) " in *" $f "*) r=1 ;; *) r=0 ;; esac
tap_ok $r "model may not include rules.h (the table is one way)"

tap_done
