#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing: the full browser for Lighthouse (npm run
# bench:web) and its headless shell for the e2e journeys, both driven by Playwright or Lighthouse
# from Debian's packages (no tool ever downloads a browser of its own).
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
echo "Installing Debian's chromium and chromium-headless-shell for the end-to-end tests"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell fonts-liberation >/dev/null
/usr/bin/chromium-headless-shell --version
