#!/bin/sh
# First start: initdb with POSTGRES_USER/POSTGRES_PASSWORD and create POSTGRES_DB (as the official image does).
set -eu
: "${POSTGRES_USER:=postgres}"
: "${POSTGRES_DB:=$POSTGRES_USER}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp)
  printf '%s\n' "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}" > "$pwfile"
  initdb -D "$PGDATA" -U "$POSTGRES_USER" --pwfile="$pwfile" -E UTF8 --locale=C.UTF-8 \
    --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  if [ "$POSTGRES_DB" != postgres ]; then
    echo "CREATE DATABASE \"$POSTGRES_DB\" OWNER \"$POSTGRES_USER\"" | postgres --single -D "$PGDATA" postgres >/dev/null
  fi
  echo "initialised $PGDATA (user $POSTGRES_USER, database $POSTGRES_DB)"
fi
if [ "${1:-postgres}" = postgres ]; then
  [ $# -gt 0 ] && shift
  exec postgres -D "$PGDATA" -p "$PGPORT" -c listen_addresses='*' -c unix_socket_directories=/tmp "$@"
fi
exec "$@"
