// deploy/nginx.conf as shipped, pointed at local app instances: the compose service `app:3000` becomes the given
// upstream servers and `listen 80` the given address; everything else (cache, headers, timeouts) is unchanged.
// Used by the container smoke test (deploy/smoke.mjs), the shared-cache security tests (tests/helpers/prod-server.ts)
// and the load bench (bench/load-topology.mjs), so all three test the file operators deploy.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const shippedPath = path.join(path.dirname(new URL(import.meta.url).pathname), 'nginx.conf');

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
 * A complete nginx.conf for a non-root nginx run from `dir`, including `site.conf` written there. With
 * `timingLog`, every request is logged there as `METHOD URI STATUS request_time upstream_response_time
 * cache_status` (seconds), so a bench can report nginx's own view of latency apart from its client's.
 */
export function localNginxMain({ dir, connections = 1024, timingLog = '' }) {
  const tmp = path.join(dir, 'tmp');
  // Started by root (as in CI), nginx runs its workers as `nobody`, who cannot reach a cache folder inside a
  // private (0700) checkout: every cached answer was a 500. The workers keep the starting user instead.
  const user = typeof process.getuid === 'function' && process.getuid() === 0 ? 'user root;\n' : '';
  return `${user}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_rlimit_nofile ${Math.max(1024, connections * 2)};
events { worker_connections ${connections}; }
http {
  ${timingLog ? `log_format timing '$request_method $request_uri $status $request_time $upstream_response_time $upstream_cache_status';
  access_log ${timingLog} timing buffer=256k flush=1s;` : 'access_log off;'}
  client_body_temp_path ${tmp}; proxy_temp_path ${tmp}; fastcgi_temp_path ${tmp}; uwsgi_temp_path ${tmp}; scgi_temp_path ${tmp};
  include ${dir}/site.conf;
}
`;
}
