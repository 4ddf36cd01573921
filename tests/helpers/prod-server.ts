// Production servers of the project's own build for the attack replays (tests/security/*.spec.ts,
// tests/faults/*.spec.ts): `node scripts/serve.mjs` — what `npm start` and the container run — on its own port,
// with its own embedded database (or a PostgreSQL database) and whatever configuration a test needs.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import postgres from 'postgres';
import { pathToFileURL } from 'node:url';

// REPLAY_ROOT runs the replays against another checkout's build (e.g. an older commit, to see a test fail there).
export const ROOT = process.env.REPLAY_ROOT ? path.resolve(process.env.REPLAY_ROOT) : path.resolve(__dirname, '../..');
export const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_SECRET = 'e2e-secret-e2e-secret-e2e-secret-0123456789';
export const TEST_ADMIN = { email: 'admin@bioark.test', password: 'e2e-admin-password-123' };

/** A port of the range this run owns: E2E_PORT (3100) + 60 + offset, so parallel checkouts do not collide. */
export function testPort(offset: number): number {
  return Number(process.env.E2E_PORT ?? 3100) + 60 + offset;
}

export interface ProdServer {
  port: number;
  url: string;
  /** What the server printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

export async function waitHealthy(url: string, ms = 90_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not become healthy`);
}

/** Starts scripts/serve.mjs on `port` with a fresh embedded database unless `env.DATABASE_URL` is given. */
/** Throws when something already listens on the port: the test would otherwise talk to that server. */
async function assertPortFree(port: number): Promise<void> {
  const inUse = await new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  if (inUse) throw new Error(`port ${port} is already in use by another process: stop it, or set E2E_PORT to move the test servers`);
}

export async function startProdServer(name: string, port: number, env: Record<string, string> = {}): Promise<ProdServer> {
  await assertPortFree(port);
  const dataDir = path.join(ROOT, '.data', 'e2e-security', `${name}-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  let out = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      MEDIA_DIR: path.join(dataDir, 'media'),
      DATABASE_URL: '',
      AUTH_SECRET: TEST_SECRET,
      NEXTAUTH_SECRET: TEST_SECRET,
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      SITE_URL: '',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      TRUST_PROXY: '',
      FORM_MIN_FILL_MS: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  child.stdout?.on('data', (d) => (out = (out + d).slice(-200_000)));
  child.stderr?.on('data', (d) => (out = (out + d).slice(-200_000)));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await Promise.race([waitHealthy(url), exited.then(() => Promise.reject(new Error(`server ${name} exited:\n${out}`)))]);
  } catch (err) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
    throw err;
  }
  return {
    port,
    url,
    output: () => out,
    stop: async () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 8_000))]);
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // stopped
      }
    },
  };
}

export async function pgReachable(): Promise<boolean> {
  const sql = postgres(PG_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

/** A fresh PostgreSQL database; `drop()` removes it. */
export async function createPgDatabase(prefix: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  return {
    name,
    url: u.toString(),
    drop: async () => {
      const sql = postgres(PG_URL, { max: 1, onnotice: () => {} });
      await sql.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
      await sql.end();
    },
  };
}

/**
 * A TCP proxy in front of a server (e.g. PostgreSQL) that a test can cut — every connection dropped and new
 * ones refused, as when the database goes down — and restore.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<{ port: number; cut: () => Promise<void>; restore: () => Promise<void>; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        sockets.add(client);
        sockets.add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        client.pipe(upstream);
        upstream.pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const stopListening = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await listen();
  return {
    get port() {
      return port;
    },
    cut: async () => {
      const closing = stopListening();
      for (const s of sockets) s.destroy();
      sockets.clear();
      await closing;
      server = null;
    },
    restore: async () => {
      if (!server) await listen();
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await stopListening();
    },
  };
}

/**
 * nginx with the shipped deploy/nginx.conf in front of `upstreamPort`: the same server block, with only the
 * upstream address, the listen port and the cache folder changed. Null when nginx is not installed.
 */
export async function startShippedNginx(name: string, listenPort: number, upstreamPort: number): Promise<{ url: string; stop: () => Promise<void> } | null> {
  const bin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (!bin) return null;
  const dir = path.join(ROOT, '.data', 'e2e-security', `nginx-${name}-${listenPort}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  // Loaded at run time: Playwright's transform would otherwise turn the plain ES module into CommonJS.
  const { localNginxMain, localNginxSite } = (await import(pathToFileURL(path.join(ROOT, 'deploy/nginx-local.mjs')).href)) as typeof import('../../deploy/nginx-local.mjs');
  writeFileSync(
    path.join(dir, 'site.conf'),
    localNginxSite({ upstreams: [`127.0.0.1:${upstreamPort}`], listen: `127.0.0.1:${listenPort}`, cacheDir: path.join(dir, 'cache') }),
  );
  writeFileSync(path.join(dir, 'nginx.conf'), localNginxMain({ dir, connections: 1024 }));
  const child = spawn(bin, ['-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      await fetch(`${url}/api/health`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not start: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    stop: async () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // gone
      }
      await new Promise((r) => setTimeout(r, 300));
    },
  };
}
