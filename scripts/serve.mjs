#!/usr/bin/env node
// The production server: Next.js's request handler (the same router, proxy, rewrites and headers as
// `next start`) behind the in-process page microcache (lib/http/page-microcache.mjs).
//
//   node scripts/serve.mjs [dir]      PORT (3000), HOSTNAME (0.0.0.0), KEEP_ALIVE_TIMEOUT (ms),
//                                     PAGE_MICROCACHE_SECONDS (2; 0 turns the microcache off)
//
// `npm start` runs it on the repository (scripts/start.mjs); the Docker image runs it on the standalone
// output, whose configuration Next wrote to .next/required-server-files.json.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PageMicrocache } from '../lib/http/page-microcache.mjs';

const dir = path.resolve(process.argv[2] || process.cwd());
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
process.env.NODE_ENV = 'production';
process.chdir(dir);

// Standalone output carries no next.config.*: Next reads its configuration from this variable instead.
const requiredFiles = path.join(dir, '.next', 'required-server-files.json');
const hasConfigFile = ['next.config.mjs', 'next.config.js', 'next.config.ts', 'next.config.cjs'].some((f) => existsSync(path.join(dir, f)));
if (!hasConfigFile && existsSync(requiredFiles) && !process.env.__NEXT_PRIVATE_STANDALONE_CONFIG) {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(JSON.parse(readFileSync(requiredFiles, 'utf8')).config);
}
const publicHost = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
process.env.__NEXT_PRIVATE_ORIGIN = `http://${publicHost}:${port}`;

const next = createRequire(path.join(dir, 'package.json'))('next');
const app = next({ dev: false, dir, hostname, port });
const microcacheSeconds = (process.env.PAGE_MICROCACHE_SECONDS ?? '').trim() || '2';
if (!/^\d{1,2}$/.test(microcacheSeconds)) {
  console.error('Invalid configuration:\n  PAGE_MICROCACHE_SECONDS: must be a whole number of seconds from 0 to 99\nSee .env.example for every variable.');
  process.exit(1);
}
const microcache = new PageMicrocache({ seconds: Number(microcacheSeconds) });

await app.prepare();
const handle = app.getRequestHandler();
const server = createServer(async (req, res) => {
  try {
    if (microcache.handle(req, res)) return;
    await handle(req, res);
  } catch (err) {
    console.error(`Failed to handle request for ${req.url}`, err);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end('Internal Server Error');
    } else res.destroy();
  }
});
const keepAlive = Number(process.env.KEEP_ALIVE_TIMEOUT);
if (keepAlive > 0) server.keepAliveTimeout = keepAlive;

server.listen(port, hostname, () => console.log(`Ready on http://${publicHost}:${port}`));

let closing = false;
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    if (closing) return;
    closing = true;
    server.close();
    server.closeIdleConnections?.();
    app.close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
