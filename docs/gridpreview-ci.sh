#!/usr/bin/env bash
# GridPreview in CI: audit the fixtures against a baseline (only new findings fail; SARIF for code
# scanning) and compare layout snapshots (any change fails; an HTML report to review).
#
#   gridpreview-ci.sh [PROJECT]        # PROJECT: the folder holding fixtures/ (default: .)
#
# PROJECT holds fixtures/*.json, gridpreview-baseline.json and __Snapshots__/. Writes audit.sarif
# and snapshots.html there. Exit status: 0 when nothing is new, 1 when the audit found something
# new or a snapshot changed, anything else as gridpreview says (64–66: usage or input).
# GRIDPREVIEW names the binary (default: gridpreview on PATH). To accept a change on purpose:
#   gridpreview audit fixtures/*.json --write-baseline gridpreview-baseline.json
#   gridpreview snapshot fixtures/*.json --widths 40,80 --categories L,AX3 --update
set -euo pipefail
cd "${1:-.}"
gridpreview=${GRIDPREVIEW:-gridpreview}
fixtures=(fixtures/*.json)

status=0
# For people: the audit's text, new findings only.
"$gridpreview" audit "${fixtures[@]}" --baseline gridpreview-baseline.json --color never || status=$?
# For code scanning: the same audit as SARIF (fingerprints, and baseline states).
"$gridpreview" audit "${fixtures[@]}" --baseline gridpreview-baseline.json --format sarif \
  --fail-on never > audit.sarif
# Layout snapshots: which rows and drivers changed, with a page of before and after pictures.
snapshot=0
"$gridpreview" snapshot "${fixtures[@]}" --widths 40,80 --categories L,AX3 --dir __Snapshots__ \
  --report snapshots.html || snapshot=$?
if [ "$status" -eq 0 ] || { [ "$status" -eq 1 ] && [ "$snapshot" -gt 1 ]; }; then status=$snapshot; fi
exit "$status"
