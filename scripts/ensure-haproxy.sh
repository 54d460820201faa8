#!/usr/bin/env bash
# Installs Debian's HAProxy when it is missing: the load balancer of the cluster test (cluster/,
# npm run test:cluster), run as an operator would run it in front of several server processes.
set -euo pipefail
if command -v haproxy >/dev/null; then exit 0; fi
echo "Installing Debian's haproxy for the cluster test"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq haproxy >/dev/null
haproxy -v | head -1
