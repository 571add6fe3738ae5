#!/usr/bin/env bash
# ensure-chromium.sh: install what the browser tests need when it is missing:
# Debian's Chromium (browsers are never downloaded by npm packages) and the
# sqlite3 command-line tool (the map-cluster test fills its database with it).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v sqlite3 >/dev/null || missing+=(sqlite3)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "ensure-chromium: installing ${missing[*]} from Debian's packages" >&2
SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
