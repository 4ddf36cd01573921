#!/usr/bin/env bash
# Container smoke test (docs/runbook.md, "Verified here"): builds the local base images (deploy/local-base/build.sh,
# cached), builds the app image from the unchanged Dockerfile with podman, then boots PostgreSQL, two app
# containers, nginx with deploy/nginx.conf, and the S3 and SMTP stand-ins, and runs the checks of deploy/smoke.mjs.
# Everything it started is removed at the end, also after a failure.
#
#   bash deploy/smoke.sh            uses the cached images and podman's layer cache
#   bash deploy/smoke.sh --cold     first removes every image it built before (label bioark.smoke=1) — a cold run
#
# Needs: podman, runc (PODMAN_RUNTIME, default /usr/sbin/runc), mmdebstrap, node and npm on the host, root, and
# Debian's mirror plus the npm registry reachable. Exits 2 naming what is missing when it cannot run.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
runtime=${PODMAN_RUNTIME:-/usr/sbin/runc}
PODMAN=(podman --runtime "$runtime" --cgroup-manager cgroupfs)
stage="checking the host"
elapsed() { echo "$(( $(date +%s) - $1 )) s"; }
fail() { echo "smoke: cannot run: $*" >&2; exit 2; }

missing=()
command -v podman >/dev/null 2>&1 || missing+=("podman (apt-get install podman)")
[ -x "$runtime" ] || missing+=("runc at $runtime (apt-get install runc)")
command -v mmdebstrap >/dev/null 2>&1 || missing+=("mmdebstrap (apt-get install mmdebstrap)")
command -v node >/dev/null 2>&1 || missing+=("node")
command -v npm >/dev/null 2>&1 || missing+=("npm")
[ "$(id -u)" = 0 ] || missing+=("root (mmdebstrap --mode=root and rootful podman)")
[ ${#missing[@]} -eq 0 ] || fail "missing ${missing[*]}"

# A failure anywhere names the stage it happened in; the containers are removed whatever happened.
trap 'rc=$?; [ $rc -eq 0 ] || echo "smoke: FAILED during: $stage (exit $rc, after $(elapsed "$started"))" >&2' EXIT
trap '"${PODMAN[@]}" rm -f -v -t 0 --ignore smoke-app-a smoke-app-b smoke-nginx smoke-s3 smoke-smtp smoke-pg >/dev/null 2>&1 || true' INT TERM

if [ "${1:-}" = --cold ]; then
  stage="removing the images of earlier runs"
  ids=$("${PODMAN[@]}" images -a -q --filter label=bioark.smoke=1 | sort -u)
  if [ -n "$ids" ]; then
    echo "smoke: --cold: removing $(echo "$ids" | wc -l) image(s) labelled bioark.smoke=1"
    # shellcheck disable=SC2086
    "${PODMAN[@]}" rmi -f $ids >/dev/null 2>&1 || true
  fi
fi

stage="checking that podman can run a container"
if "${PODMAN[@]}" image exists localhost/smoke-debian:bookworm; then
  out=$("${PODMAN[@]}" run --rm --network host --ulimit nofile=1024:1024 --ulimit nproc=1024:1024 localhost/smoke-debian:bookworm true 2>&1) \
    || fail "podman cannot start a container here ($runtime, cgroupfs): $out"
fi

stage="building the local base images (deploy/local-base/build.sh)"
t=$(date +%s)
bash deploy/local-base/build.sh
echo "smoke: local base images ready in $(elapsed "$t")"

stage="building the app image from the Dockerfile (podman build)"
t=$(date +%s)
log=$(mktemp /tmp/smoke-build.XXXXXX)
if ! "${PODMAN[@]}" build --format docker --network host --ulimit nofile=1024:1024 --ulimit nproc=1024:1024 --label bioark.smoke=1 \
  -t localhost/smoke-app:latest . >"$log" 2>&1; then
  tail -n 60 "$log" >&2
  rm -f "$log"
  exit 1
fi
echo "smoke: podman build: $(grep -cE 'STEP [0-9]+/[0-9]+:' "$log") steps, $(grep -c -- '--> Using cache' "$log") from the layer cache"
rm -f "$log"
echo "smoke: app image built in $(elapsed "$t")"

stage="booting the stack and running the checks (deploy/smoke.mjs)"
node deploy/smoke.mjs
stage="done"
echo "smoke: total $(elapsed "$started")"
