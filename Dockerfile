# syntax=docker/dockerfile:1
# Multi-stage build: standalone Next.js output served by scripts/serve.mjs, non-root user, migrations applied by
# the server at start.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 BUILD_STANDALONE=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# The build never needs a database (docs/architecture.md): build workers use a throw-away in-memory PGlite.
RUN npx next build

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 \
    MIGRATIONS_DIR=/app/db/migrations PGLITE_DIR=/data/pglite MEDIA_DIR=/data/media
RUN groupadd --system app && useradd --system --gid app --home /app app && mkdir -p /data && chown app:app /data
COPY --from=build --chown=app:app /app/.next/standalone ./
COPY --from=build --chown=app:app /app/.next/static ./.next/static
COPY --from=build --chown=app:app /app/public ./public
COPY --from=build --chown=app:app /app/db/migrations ./db/migrations
COPY --from=build --chown=app:app /app/lib/cache/cache-handler.cjs ./lib/cache/cache-handler.cjs
# The server: Next's request handler (configuration from .next/required-server-files.json) behind the page microcache.
COPY --from=build --chown=app:app /app/scripts/serve.mjs ./scripts/serve.mjs
COPY --from=build --chown=app:app /app/lib/http/*.mjs ./lib/http/
COPY --from=build --chown=app:app /app/lib/auth/session-cookie.mjs ./lib/auth/session-cookie.mjs
USER app
VOLUME ["/data"]
EXPOSE 3000
# Asks the port the server listens on (PORT may be changed at run time).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "scripts/serve.mjs"]
