#!/usr/bin/env bash
# ensure-chromium.sh: install Debian's Chromium for the browser tests when it
# is missing. Browsers are never downloaded by npm packages.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "ensure-chromium: installing Debian's chromium" >&2
SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium >/dev/null
