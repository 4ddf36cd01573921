/**
 * deploy/nginx-main.conf is nginx's main file in the shipped topology (docker-compose.yml mounts it). The nginx
 * image's own file allows 1,024 connections per worker; a proxied request holds two, so 2,000 visitors were more
 * than it could take (docs/runbook.md#nginx). The load bench and the cache tests run the same file through
 * deploy/nginx-local.mjs: these tests keep the shipped capacity, keep the local copy faithful to it, and check
 * that nginx itself accepts the result.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const shipped = readFileSync(path.join(root, 'deploy/nginx-main.conf'), 'utf8');

/** Runs deploy/nginx-local.mjs (plain ESM) in a child Node and returns what the called function returned. */
function local(call: string): string {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', `import * as m from ${JSON.stringify(path.join(root, 'deploy/nginx-local.mjs'))}; process.stdout.write(${call});`], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(r.stderr);
  return r.stdout;
}

const directive = (conf: string, name: string) => new RegExp(`^\\s*${name}\\s+([^;]+);`, 'm').exec(conf)?.[1];

test('the shipped main file gives every core a worker and room for thousands of visitors', () => {
  expect(directive(shipped, 'worker_processes')).toBe('auto');
  const connections = Number(directive(shipped, 'worker_connections'));
  expect(connections).toBeGreaterThanOrEqual(8192);
  // each connection is a file descriptor: the limit must cover them
  expect(Number(directive(shipped, 'worker_rlimit_nofile'))).toBeGreaterThanOrEqual(connections * 2);
  expect(shipped).toMatch(/^\s*include \/etc\/nginx\/conf\.d\/\*\.conf;/m);
});

test('docker-compose mounts the main file and the site file', () => {
  const compose = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
  expect(compose).toContain('./deploy/nginx-main.conf:/etc/nginx/nginx.conf:ro');
  expect(compose).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
});

test('the local copy keeps the shipped workers and limits and points only paths elsewhere', () => {
  const conf = local(`m.localNginxMain({ dir: '/tmp/nginx-x', timingLog: '/tmp/nginx-x/t.log' })`);
  for (const name of ['worker_processes', 'worker_connections', 'worker_rlimit_nofile', 'sendfile', 'keepalive_timeout']) {
    expect(directive(conf, name)).toBe(directive(shipped, name));
  }
  expect(conf).toContain('pid /tmp/nginx-x/nginx.pid;');
  expect(conf).toContain('include /tmp/nginx-x/site.conf;');
  expect(conf).toContain('access_log /tmp/nginx-x/t.log timing');
  expect(conf).not.toMatch(/\/var\/(log|run)\/nginx/);
  // a caller may lower the connections (the cache tests need few)
  const small = local(`m.localNginxMain({ dir: '/tmp/nginx-x', connections: 1024 })`);
  expect(directive(small, 'worker_connections')).toBe('1024');
  expect(directive(small, 'worker_rlimit_nofile')).toBe('2048');
});

const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
(nginxBinary ? test : test.skip)('nginx accepts the local main file with the shipped site', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-main-'));
  try {
    const site = local(`m.localNginxSite({ upstreams: ['127.0.0.1:9'], listen: '127.0.0.1:9', cacheDir: ${JSON.stringify(path.join(dir, 'cache'))} })`);
    writeFileSync(path.join(dir, 'site.conf'), site);
    writeFileSync(path.join(dir, 'nginx.conf'), local(`m.localNginxMain({ dir: ${JSON.stringify(dir)}, connections: 1024 })`));
    const r = spawnSync(nginxBinary!, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
    expect(`${r.status} ${r.stderr}`).toMatch(/^0 .*syntax is ok/s);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
