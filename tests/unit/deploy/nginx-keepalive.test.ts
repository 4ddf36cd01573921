/**
 * nginx keeps idle connections to the app open (upstream `keepalive`). If the app closes an idle connection first
 * (Node's keep-alive timeout: 5 s unless KEEP_ALIVE_TIMEOUT raises it), nginx can send the next request on a
 * connection that is being closed and answer 502 — and a POST is not retried. bench/load-topology.mjs saw it
 * (one 502 in 2,000 requests at 100 visitors). So deploy/nginx.conf must close idle upstream connections sooner.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import http from 'node:http';

const root = path.resolve(__dirname, '../../..');

function upstreamBlock(): string {
  const conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const m = /upstream\s+bioark_app\s*\{([^}]*)\}/.exec(conf);
  if (!m) throw new Error('no upstream bioark_app block in deploy/nginx.conf');
  return m[1];
}

function seconds(value: string): number {
  const m = /^(\d+)(ms|s|m)?$/.exec(value);
  if (!m) throw new Error(`unreadable nginx time ${value}`);
  const n = Number(m[1]);
  return m[2] === 'ms' ? n / 1000 : m[2] === 'm' ? n * 60 : n;
}

test('nginx closes idle upstream connections before the app does', () => {
  const block = upstreamBlock();
  expect(block).toMatch(/^\s*keepalive\s+\d+;/m);
  const timeout = /^\s*keepalive_timeout\s+(\S+);/m.exec(block);
  expect(timeout).not.toBeNull();
  const nodeDefault = new http.Server().keepAliveTimeout / 1000;
  expect(nodeDefault).toBe(5);
  expect(seconds(timeout![1])).toBeLessThan(nodeDefault);
});

test("the server keeps Node's keep-alive timeout unless KEEP_ALIVE_TIMEOUT raises it", () => {
  const serve = readFileSync(path.join(root, 'scripts/serve.mjs'), 'utf8');
  expect(serve).toMatch(/if \(keepAlive > 0\) server\.keepAliveTimeout = keepAlive;/);
});
