// deploy/nginx.conf as shipped, pointed at local app instances: the compose service `app:3000` becomes the given
// upstream servers and `listen 80` the given address; everything else (cache, headers, timeouts) is unchanged.
// Used by the container smoke test (deploy/smoke.mjs), the shared-cache security tests (tests/helpers/prod-server.ts)
// and the load bench (bench/load-topology.mjs), so all three test the file operators deploy.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);
const shippedPath = path.join(here, 'nginx.conf');
const mainPath = path.join(here, 'nginx-main.conf');

/**
 * @param {{ upstreams: string[], listen: string, cacheDir?: string, serverOptions?: string }} opts
 *   upstreams: `host:port` of each app instance; serverOptions: appended to each `server` line (e.g. max_fails).
 */
export function localNginxSite({ upstreams, listen, cacheDir, serverOptions = '' }) {
  const shipped = readFileSync(shippedPath, 'utf8');
  if (!shipped.includes('server app:3000;') || !/listen 80;/.test(shipped) || !shipped.includes('/var/cache/nginx/bioark')) {
    throw new Error('deploy/nginx.conf changed shape: update deploy/nginx-local.mjs');
  }
  const servers = upstreams.map((u) => `server ${u}${serverOptions ? ` ${serverOptions}` : ''};`).join('\n  ');
  let site = shipped.replace('server app:3000;', servers).replace(/listen 80;/, `listen ${listen};`);
  if (cacheDir) site = site.replace('/var/cache/nginx/bioark', cacheDir);
  return site;
}

/**
 * deploy/nginx-main.conf as shipped, for a non-root nginx run from `dir`, including `site.conf` written there: the
 * same workers, connection limits, sendfile and keep-alive; the user (when not root), pid, logs, temp folders and
 * include point into `dir`. `connections` lowers or raises worker_connections (the security tests need few). With
 * `timingLog`, every request is logged there as `METHOD URI STATUS request_time upstream_response_time
 * cache_status` (seconds), so a bench can report nginx's own view of latency apart from its client's.
 */
export function localNginxMain({ dir, connections, timingLog = '' }) {
  const shipped = readFileSync(mainPath, 'utf8');
  const tmp = path.join(dir, 'tmp');
  const lines = [
    [/^user nginx;$/m, mainUser()],
    [/^pid [^;]+;$/m, `pid ${dir}/nginx.pid;`],
    [/^error_log [^;]+;$/m, `error_log ${dir}/error.log warn;`],
    [/^  include \/etc\/nginx\/mime\.types;$/m, ''],
    [/^  access_log [^;]+;$/m, timingLog
      ? `  log_format timing '$request_method $request_uri $status $request_time $upstream_response_time $upstream_cache_status';\n  access_log ${timingLog} timing buffer=256k flush=1s;`
      : '  access_log off;'],
    [/^  include \/etc\/nginx\/conf\.d\/\*\.conf;$/m,
      `  client_body_temp_path ${tmp}; proxy_temp_path ${tmp}; fastcgi_temp_path ${tmp}; uwsgi_temp_path ${tmp}; scgi_temp_path ${tmp};\n  include ${dir}/site.conf;`],
  ];
  let conf = shipped;
  for (const [pattern, replacement] of lines) {
    if (!pattern.test(conf)) throw new Error(`deploy/nginx-main.conf changed shape (${pattern}): update deploy/nginx-local.mjs`);
    conf = conf.replace(pattern, replacement);
  }
  if (connections) {
    conf = conf.replace(/worker_connections \d+;/, `worker_connections ${connections};`);
    conf = conf.replace(/worker_rlimit_nofile \d+;/, `worker_rlimit_nofile ${Math.max(1024, connections * 2)};`);
  }
  return conf;
}

// Started by root (as in CI), nginx would run its workers as `nobody`, who cannot reach a cache folder inside a
// private (0700) checkout: every cached answer was a 500. The workers keep the starting user instead.
function mainUser() {
  return typeof process.getuid === 'function' && process.getuid() === 0 ? 'user root;' : '';
}
