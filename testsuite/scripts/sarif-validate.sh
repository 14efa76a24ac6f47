#!/bin/sh
# sarif-validate.sh FILE...: validate SARIF logs with Microsoft's SARIF Multitool,
# GitHub's rules included; prints the problems and fails on any error or warning.
# The multitool comes from the npm registry (@microsoft/sarif-multitool); its npm
# wrapper runs through a shell that splits "Gh;Sarif", so the binary is called directly.
find_multitool() {
  if [ -n "${SARIF_MULTITOOL_BIN:-}" ]; then echo "$SARIF_MULTITOOL_BIN"; return; fi
  root=$(npm root -g 2>/dev/null)
  for b in "$root/@microsoft/sarif-multitool/node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool" \
           "$root/@microsoft/sarif-multitool-linux/Sarif.Multitool"; do
    [ -x "$b" ] && { echo "$b"; return; }
  done
}
tool=$(find_multitool)
if [ -z "$tool" ]; then
  echo "sarif-validate: the SARIF Multitool is not installed (npm install -g @microsoft/sarif-multitool)" >&2
  exit 2
fi
status=0
for f in "$@"; do
  out=$("$tool" validate --rule-kind "Gh;Sarif" "$f" 2>&1)
  if printf '%s\n' "$out" | grep -Eq ': (error|warning) |ERR[0-9]|WRN[0-9]' ||
     ! printf '%s\n' "$out" | grep -q 'Analysis completed successfully'; then
    printf '%s\n' "$out" | grep -E ': (error|warning) |ERR|WRN' >&2
    status=1
  fi
done
exit $status
