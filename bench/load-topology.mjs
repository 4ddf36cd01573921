#!/usr/bin/env node
// Ten times the load against the shipped topology (issue 24 part 2): two app instances (scripts/serve.mjs) on one
// PostgreSQL database behind deploy/nginx.conf's microcache, on this machine.
//   node bench/load-topology.mjs [--visitors 2000] [--seconds 60] [--runs 3] [--think-ms 500]
// Each visitor is one async loop in this process (Node's fetch, keep-alive per origin), with its own client
// address in X-Forwarded-For; the apps run with TRUST_PROXY=2 (a CDN hop in front of nginx), so every visitor is
// its own address and /24 network, as on the internet. Between requests a visitor waits 0…think-ms (uniform).
// The mix: page views (catalogue, product, service, blog pages), searches, cart checks (quick-order lines resolved to cart lines),
// a quote from 5 % and a contact message from 3 % of visitors at a random moment, an admin editing a product every 3 s, and one deliberate
// spammer posting quotes as fast as it can (its 429s are counted apart). After each run: requests, errors,
// p50/p99 per kind, each instance's resident memory, and the ledger — quotes and contact messages answered 201 vs
// stored vs e-mailed (outbox rows), which must be equal, each exactly once.
// Faults under load (issue 24 part 3), one per invocation, a third of the way into each run:
//   --fault kill-instance   instance B is killed (SIGKILL) and started again 10 s later
//   --fault smtp-down       e-mail goes to a local SMTP sink, which stops listening for 30 s
//   --fault pg-restart      PostgreSQL itself is restarted (pg_ctlcluster … restart; stops every other user too)
//   --fault s3-down         media on a fake S3 store (bench/fake-s3.mjs, s3rver), killed for 30 s during uploads
//   --fault media-readonly  media on local disk, whose folder is remounted read-only for 30 s during uploads
//                           (a read-only bind mount: processes run as root here, and chmod does not stop root)
// With either media fault (or --uploads) an admin uploads a small PNG every --upload-ms through the real flow
// (request-upload → PUT to the signed URL → 0–3 s → finalize, each step retried like an admin would, 5 tries, 2 s apart)
// and a visitor views a stored item's thumbnail past both caches; the ledger counts items submitted vs stored
// (one ready row each, no row for an upload that was refused) vs retrievable (every variant answers its bytes).
// A visitor whose post fails with a 5xx or a network error sends it again with the same idempotency key, as the
// site's forms do, up to 5 times; the report shows what visitors saw, how long until every answer was good again,
// and the ledger, which must still be exact (nothing lost, nothing doubled; with smtp-down: delivered once each).
// PostgreSQL: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres); --db (default bench_load) is created
// and dropped. Ports: --port-base B (default 3330): instances B+1 and B+2, nginx B+3, SMTP sink B+4, fake S3 B+5.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { localNginxMain, localNginxSite } from '../deploy/nginx-local.mjs';
import { ensureAppBuild, out, root, startApp, startProcess, waitFor } from './lib.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const VISITORS = arg('visitors', 2000);
const SECONDS = arg('seconds', 60);
const RUNS = arg('runs', 3);
const THINK_MS = arg('think-ms', 500);
const strArg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const FAULT = strArg('fault', '');
if (FAULT && !['kill-instance', 'smtp-down', 'pg-restart', 's3-down', 'media-readonly'].includes(FAULT)) throw new Error(`unknown --fault ${FAULT}`);
const UPLOADS = FAULT === 's3-down' || FAULT === 'media-readonly' || process.argv.includes('--uploads');
const UPLOAD_MS = arg('upload-ms', 1000);
const MEDIA_ON_S3 = FAULT === 's3-down';
const PORT_BASE = arg('port-base', 3330);
const DB_NAME = strArg('db', 'bench_load');
if (!/^[a-z_][a-z0-9_]*$/.test(DB_NAME)) throw new Error(`--db ${DB_NAME}: letters, digits and _ only`);
const PORTS = [PORT_BASE + 1, PORT_BASE + 2];
const NGINX_PORT = PORT_BASE + 3;
const SMTP_PORT = PORT_BASE + 4;
const S3_PORT = PORT_BASE + 5;
const S3_BUCKET = 'bench-media';
const ADMIN = { email: 'load-admin@bioark.test', password: 'load-admin-password-123' };
const SECRET = 'bench-secret-bench-secret-bench-secret-0000';

ensureAppBuild();
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`);
await admin.unsafe(`create database ${DB_NAME}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${DB_NAME}`;
const dataDir = path.join(out, `load-topology-${PORT_BASE}`);
const mediaDir = path.join(dataDir, 'media');
let mediaMounted = false;
const unmountMedia = () => {
  if (mediaMounted) spawnSync('umount', [mediaDir]);
  mediaMounted = false;
};
process.on('exit', unmountMedia);
unmountMedia();
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(mediaDir, { recursive: true });

const appEnv = {
  DATABASE_URL: dbUrl.toString(),
  TRUST_PROXY: '2',
  MEDIA_DIR: mediaDir,
  AUTH_SECRET: SECRET,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
};

// The fake S3 store (s3-down): its own process, so that the fault can kill it and start it again on its folder.
let s3 = null;
async function startS3() {
  s3 = startProcess(process.execPath, [path.join(root, 'bench', 'fake-s3.mjs'), '--port', String(S3_PORT), '--dir', path.join(dataDir, 's3'), '--bucket', S3_BUCKET]);
  const deadline = Date.now() + 30_000;
  while (!s3.getLog().includes('listening')) {
    if (Date.now() > deadline || s3.exitCode !== null) throw new Error(`fake S3 did not start: ${s3.getLog()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
if (MEDIA_ON_S3) {
  await startS3();
  Object.assign(appEnv, {
    S3_BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
}
// One instance first, so the migrations and the seed run once; then the second.
const apps = [startApp({ port: PORTS[0], env: appEnv })];
await waitFor(`http://127.0.0.1:${PORTS[0]}/api/health`, 300_000);
apps.push(startApp({ port: PORTS[1], env: appEnv }));
await waitFor(`http://127.0.0.1:${PORTS[1]}/api/health`, 300_000);

// The SMTP sink (smtp-down): counts deliveries per message by the unique last name in its text.
const delivered = new Map();
let sink = null;
async function startSink() {
  const { SMTPServer } = await import('smtp-server');
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, cb) {
      let raw = '';
      stream.on('data', (c) => (raw += c));
      stream.on('end', () => {
        // once per message, though its text and HTML parts both name the sender
        for (const who of new Set([...raw.matchAll(/r\d+x[a-z0-9]+-[qc]\d+-end/g)].map((m) => m[0]))) delivered.set(who, (delivered.get(who) ?? 0) + 1);
        cb();
      });
    },
  });
  await new Promise((resolve, reject) => {
    sink.once('error', reject);
    sink.listen(SMTP_PORT, '127.0.0.1', resolve);
  });
}
const stopSink = () => new Promise((resolve) => (sink ? sink.close(resolve) : resolve()));

// deploy/nginx.conf as shipped, with the two instances as its upstream and local paths.
const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
if (!nginxBin) throw new Error('nginx is not installed (apt-get install -y nginx)');
const ngDir = path.join(dataDir, 'nginx');
mkdirSync(path.join(ngDir, 'tmp'), { recursive: true });
writeFileSync(
  path.join(ngDir, 'site.conf'),
  localNginxSite({ upstreams: PORTS.map((p) => `127.0.0.1:${p}`), listen: `127.0.0.1:${NGINX_PORT}`, cacheDir: path.join(ngDir, 'cache') }),
);
// nginx logs each request's own time ($request_time: first byte read → last byte handed to the socket) and the
// app's ($upstream_response_time), so server-side latency is reported apart from what this client measures.
const timingLog = path.join(ngDir, 'timing.log');
writeFileSync(path.join(ngDir, 'nginx.conf'), localNginxMain({ dir: ngDir, connections: 8192, timingLog }));
const nginx = spawn(nginxBin, ['-c', path.join(ngDir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore', detached: true });
process.on('exit', () => {
  try {
    process.kill(-nginx.pid, 'SIGTERM');
  } catch {
    // gone
  }
});
const base = `http://127.0.0.1:${NGINX_PORT}`;
await waitFor(`${base}/api/health`);

const PAGES = ['/', '/products', '/products/gn8k-dna-marker', '/products/gene-knock-out', '/services', '/services/lentivirus-packaging', '/blog', '/why-bioark', '/investors', '/products?category=lentivirus'];
const SEARCHES = ['marker', 'knock out', 'lentivirus', 'sybr green', 'transfection reagent', 'markr', 'qpcr', 'dna ladder', 'crispr', 'stable cell line'];
const CART_LINES = ['GN8K, 1', 'BADM-3363, 2\nGN8K, 1', 'gn8k 3', 'nothing-here, 1'];
for (const p of PAGES) await fetch(base + p).then((r) => r.arrayBuffer());
if (FAULT === 'smtp-down') {
  await startSink();
  const res = await fetch(`${base}/api/smtp-config`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ host: '127.0.0.1', port: SMTP_PORT, secure: false, user: '', fromEmail: 'shop@bioark.test', toEmails: 'sales@bioark.test' }),
  });
  if (res.status !== 200) throw new Error(`SMTP settings: HTTP ${res.status} ${await res.text()}`);
}

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (xs, p) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))];
};

async function adminToken() {
  const res = await fetch(`${base}/api/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (res.status !== 200) throw new Error(`admin sign-in: HTTP ${res.status}`);
  return (await res.json()).token;
}

async function run(runNo) {
  const tag = `r${runNo}x${Date.now().toString(36)}`;
  const stats = {}; // kind → { ok, errors: {status: n}, ms: [] }
  const faultAt = { start: 0, end: 0, lastError: 0 };
  const record = (kind, ok, status, ms) => {
    const s = (stats[kind] ??= { ok: 0, errors: {}, ms: [] });
    s.ms.push(ms);
    if (ok) s.ok++;
    else {
      s.errors[status] = (s.errors[status] ?? 0) + 1;
      if (faultAt.start) faultAt.lastError = Date.now();
    }
  };
  const deadline = Date.now() + SECONDS * 1000;
  const posted = { quote: 0, contact: 0 };
  async function postWithRetries(kind, url, init) {
    for (let attempt = 1; ; attempt++) {
      const status = await timed(kind, url, init, [200, 201]);
      const failedHard = status === 'network' || typeof status === 'string' || status >= 500;
      if (!failedHard || attempt >= 5) return status;
      retries[kind] = (retries[kind] ?? 0) + 1;
      await sleep(1000);
    }
  }
  const retries = {};

  async function timed(kind, url, init, okStatuses = [200]) {
    const t0 = performance.now();
    let status = 0;
    try {
      const res = await fetch(url, init);
      status = res.status;
      await res.arrayBuffer();
    } catch (err) {
      status = err.cause?.code ?? 'network';
    }
    const ok = okStatuses.includes(status);
    record(kind, ok, status, performance.now() - t0);
    return status;
  }

  async function visitor(n) {
    // one address per visitor, each in its own /24 (the per-network form limit is 30 a minute)
    const ip = `10.${(n >> 8) & 255}.${n & 255}.${1 + runNo}`;
    const headers = { 'x-forwarded-for': ip };
    const json = { ...headers, 'content-type': 'application/json', origin: base };
    // 5 % of visitors ask for a quote and 3 % send a message, each at a random moment of the run.
    const runStart = Date.now();
    const quoteAt = Math.random() < 0.05 ? runStart + Math.random() * SECONDS * 1000 : Infinity;
    const contactAt = Math.random() < 0.03 ? runStart + Math.random() * SECONDS * 1000 : Infinity;
    let quoted = false;
    let contacted = false;
    await sleep(Math.random() * THINK_MS);
    while (Date.now() < deadline) {
      const r = Math.random();
      if (!quoted && Date.now() >= quoteAt) {
        quoted = true;
        const status = await postWithRetries('quote post', `${base}/api/quote`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            firstName: 'Load', lastName: `${tag}-q${n}-end`, email: `visitor${n}@example.org`, company: 'Bench Lab', serviceType: 'cloning',
            projectDescription: 'Subcloning of a 1.2 kb insert into a lentiviral backbone.', idempotencyKey: `${tag}-q${n}`, formElapsedMs: 20000,
          }),
        });
        if (status === 200 || status === 201) posted.quote++;
      } else if (!contacted && Date.now() >= contactAt) {
        contacted = true;
        const status = await postWithRetries('contact post', `${base}/api/contact`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            firstName: 'Load', lastName: `${tag}-c${n}-end`, email: `visitor${n}@example.org`, subject: 'products',
            message: 'Is the GN8K marker shipped at room temperature?', idempotencyKey: `${tag}-c${n}`, formElapsedMs: 20000,
          }),
        });
        if (status === 200 || status === 201) posted.contact++;
      } else if (r < 0.2) {
        await timed('search', `${base}/products?q=${encodeURIComponent(SEARCHES[n % SEARCHES.length])}`, { headers });
      } else if (r < 0.3) {
        await timed('cart check', `${base}/api/public/quick-order`, { method: 'POST', headers: json, body: JSON.stringify({ text: CART_LINES[n % CART_LINES.length] }) });
      } else {
        await timed('page', base + PAGES[Math.floor(Math.random() * PAGES.length)], { headers });
      }
      await sleep(Math.random() * THINK_MS);
    }
  }

  async function spammer() {
    const json = { 'x-forwarded-for': '203.0.113.66', 'content-type': 'application/json', origin: base };
    let i = 0;
    while (Date.now() < deadline) {
      const t0 = performance.now();
      let status = 0;
      try {
        const res = await fetch(`${base}/api/quote`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            firstName: 'Spam', lastName: `${tag}-spam${i}-end`, email: 'spam@example.org', company: 'Spam Inc', serviceType: 'cloning',
            projectDescription: 'Cheap reagents, buy now, limited offer.', idempotencyKey: `${tag}-spam${i++}`, formElapsedMs: 20000,
          }),
        });
        status = res.status;
        await res.arrayBuffer();
      } catch (err) {
        status = err.cause?.code ?? 'network';
      }
      const kind = status === 429 ? 'spammer (429, expected)' : 'spammer (accepted)';
      record(kind, status === 429 || status === 201 || status === 200, status, performance.now() - t0);
      if (status === 201 || status === 200) posted.spam = (posted.spam ?? 0) + 1;
      await sleep(50);
    }
  }

  async function editor() {
    const token = await adminToken();
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const list = await (await fetch(`${base}/api/admin/products`, { headers: auth })).json();
    let product = list.products.find((p) => p.slug === 'gn8k-dna-marker') ?? list.products[0];
    let k = 0;
    while (Date.now() < deadline) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/admin/products/${product.id}`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ version: product.version, availability: `In Stock (${tag} edit ${k++})` }),
      });
      const body = await res.json().catch(() => ({}));
      record('admin edit', res.status === 200, res.status, performance.now() - t0);
      if (res.status === 200) product = body.product;
      await sleep(3000);
    }
  }

  // Media (issue 24 part 3): an admin uploads a small PNG every UPLOAD_MS through the real three-step flow; every
  // answer the app gives that is not a success must be JSON with an `error` (unclear answers are counted).
  const media = { submitted: 0, stored: new Map(), gaveUp: [], unclearErrors: {} };
  async function mediaStep(kind, url, init, okStatuses) {
    const t0 = performance.now();
    let status = 0;
    let body = null;
    try {
      const res = await fetch(url, init);
      status = res.status;
      const type = res.headers.get('content-type') ?? '';
      const text = await res.text();
      if (type.includes('json')) body = JSON.parse(text);
      const fromApp = !url.startsWith(`http://127.0.0.1:${S3_PORT}`);
      if (fromApp && !okStatuses.includes(status) && typeof body?.error !== 'string') {
        const what = `${kind} ${status} ${type.split(';')[0] || 'no type'}`;
        media.unclearErrors[what] = (media.unclearErrors[what] ?? 0) + 1;
      }
    } catch (err) {
      status = err.cause?.code ?? 'network';
    }
    record(kind, okStatuses.includes(status), status, performance.now() - t0);
    return { status, body };
  }
  async function withTries(fn) {
    for (let attempt = 1; ; attempt++) {
      const r = await fn();
      const retriable = typeof r.status === 'string' || r.status >= 500;
      if (!retriable || attempt >= 5) return r;
      retries.media = (retries.media ?? 0) + 1;
      await sleep(2000);
    }
  }
  async function uploader() {
    const sharp = (await import('sharp')).default;
    const token = await adminToken();
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    let i = 0;
    while (Date.now() < deadline) {
      const n = i++;
      const started = Date.now();
      const raw = Buffer.alloc(48 * 32 * 3);
      for (let j = 0; j < raw.length; j++) raw[j] = (j * 7919 + n * 104729) % 251;
      const bytes = await sharp(raw, { raw: { width: 48, height: 32, channels: 3 } }).png().toBuffer();
      const fileName = `${tag}-m${n}.png`;
      media.submitted++;
      const grant = await withTries(() =>
        mediaStep('upload: request', `${base}/api/admin/images/request-upload`, { method: 'POST', headers: auth, body: JSON.stringify({ fileName, mimeType: 'image/png', size: bytes.length }) }, [201]),
      );
      let outcome = `request ${grant.status}`;
      if (grant.status === 201) {
        const { uploadUrl, headers, storageKey } = grant.body;
        const put = await withTries(() =>
          mediaStep('upload: PUT', uploadUrl.startsWith('/') ? base + uploadUrl : uploadUrl, { method: 'PUT', headers, body: new Uint8Array(bytes) }, [200]),
        );
        outcome = `PUT ${put.status}`;
        if (put.status === 200) {
          // A browser on a slow link: finalize follows the upload after up to 3 s, so the fault can fall between them.
          await sleep(Math.random() * 3000);
          const fin = await withTries(() =>
            mediaStep('upload: finalize', `${base}/api/admin/images/finalize-upload`, { method: 'POST', headers: auth, body: JSON.stringify({ storageKey }) }, [200, 201]),
          );
          outcome = `finalize ${fin.status}`;
          if ((fin.status === 201 || fin.status === 200) && fin.body?.image?.status === 'ready') media.stored.set(fileName, fin.body.image);
          else if (fin.status === 201 || fin.status === 200) outcome = `finalize ${fin.status} but ${fin.body?.image?.status}`;
        }
      }
      if (!media.stored.has(fileName)) media.gaveUp.push({ fileName, outcome });
      await sleep(Math.max(0, UPLOAD_MS - (Date.now() - started)));
    }
  }
  // A visitor views stored thumbnails, past nginx's and the app's caches (a cold cache: what a new image costs).
  async function mediaViewer() {
    let v = 0;
    while (Date.now() < deadline) {
      const items = [...media.stored.values()];
      if (items.length) {
        const item = items[Math.floor(Math.random() * items.length)];
        const url = `${base}${item.variants.thumbnail.url}?view=${tag}-${v++}`;
        await mediaStep('media view (uncached)', url, { headers: { 'x-forwarded-for': '198.51.100.7' } }, [200]);
      }
      await sleep(250);
    }
  }

  async function fault() {
    if (!FAULT) return;
    await sleep((SECONDS * 1000) / 3);
    faultAt.start = Date.now();
    if (FAULT === 'kill-instance') {
      process.kill(-apps[1].pid, 'SIGKILL');
      await sleep(10_000);
      apps[1] = startApp({ port: PORTS[1], env: appEnv });
      await waitFor(`http://127.0.0.1:${PORTS[1]}/api/health`, 120_000);
    } else if (FAULT === 'smtp-down') {
      await stopSink();
      await sleep(30_000);
      await startSink();
    } else if (FAULT === 'pg-restart') {
      const version = readdirSync('/etc/postgresql')[0];
      const r = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], { encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`pg_ctlcluster restart failed: ${r.stderr}`);
    } else if (FAULT === 's3-down') {
      process.kill(-s3.pid, 'SIGKILL');
      await sleep(30_000);
      await startS3();
    } else if (FAULT === 'media-readonly') {
      // A read-only bind mount of the media folder onto itself: writes fail with EROFS, even for root.
      const mount = (args) => {
        const r = spawnSync('mount', args, { encoding: 'utf8' });
        if (r.status !== 0) throw new Error(`mount ${args.join(' ')}: ${r.stderr}`);
      };
      mount(['--bind', mediaDir, mediaDir]);
      mediaMounted = true;
      mount(['-o', 'remount,bind,ro', mediaDir]);
      await sleep(30_000);
      unmountMedia();
    }
    faultAt.end = Date.now();
  }

  const logFrom = existsSync(timingLog) ? statSync(timingLog).size : 0;
  const memBefore = apps.map((a) => rssKb(a.pid));
  await Promise.all([
    ...Array.from({ length: VISITORS }, (_, i) => visitor(i)),
    spammer(),
    editor(),
    fault(),
    ...(UPLOADS ? [uploader(), mediaViewer()] : []),
  ]);
  await sleep(2000);
  const memAfter = apps.map((a) => rssKb(a.pid));
  const serverSide = serverTimings(logFrom);

  // The ledger: everything answered 201 is stored exactly once, with its e-mails queued exactly once.
  const sql = postgres(dbUrl.toString(), { max: 1, onnotice: () => {} });
  const [{ quotes }] = await sql`select count(*)::int as quotes from quotes where last_name like ${`${tag}-q%`}`;
  const [{ spamStored }] = await sql`select count(*)::int as "spamStored" from quotes where last_name like ${`${tag}-spam%`}`;
  const [{ contacts }] = await sql`select count(*)::int as contacts from contact_messages where last_name like ${`${tag}-c%`}`;
  const perMessage = await sql`
    select m.who, count(o.id)::int as mails from (
      select last_name as who from quotes where last_name like ${`${tag}-q%`}
      union all select last_name from contact_messages where last_name like ${`${tag}-c%`}
    ) m left join email_outbox o on position(m.who in o.html) > 0 or position(m.who in o.subject) > 0
    group by m.who`;
  // Media: one ready row per stored upload, no row of any status for an upload that was refused.
  const mediaRows = UPLOADS ? await sql`select file_name, status, count(*)::int as n from media_items where file_name like ${`${tag}-m%`} group by file_name, status` : [];
  await sql.end();
  let mediaOk = true;
  if (UPLOADS) {
    const rowsBy = new Map();
    for (const r of mediaRows) rowsBy.set(r.file_name, [...(rowsBy.get(r.file_name) ?? []), `${r.status}×${r.n}`]);
    const storedExact = [...media.stored.keys()].filter((f) => (rowsBy.get(f) ?? []).join() === 'ready×1').length;
    const refusedWithRow = media.gaveUp.filter((g) => rowsBy.has(g.fileName));
    const notReady = mediaRows.filter((r) => r.status !== 'ready').length;
    // Retrievable: every variant of every stored item answers 200 with its recorded size, after the fault.
    let retrievable = 0;
    const badFetches = {};
    for (const item of media.stored.values()) {
      let all = true;
      for (const variant of Object.values(item.variants)) {
        const res = await fetch(base + variant.url).catch((err) => ({ status: err.cause?.code ?? 'network', arrayBuffer: async () => new ArrayBuffer(0) }));
        const got = Buffer.from(await res.arrayBuffer());
        if (res.status !== 200 || got.length !== variant.size) {
          all = false;
          badFetches[res.status] = (badFetches[res.status] ?? 0) + 1;
        }
      }
      if (all) retrievable++;
    }
    const outcomes = {};
    for (const g of media.gaveUp) outcomes[g.outcome] = (outcomes[g.outcome] ?? 0) + 1;
    console.log(
      `  media ledger: submitted ${media.submitted}; stored (answered ready) ${media.stored.size}, of which exactly one ready row ${storedExact}, ` +
        `retrievable (all 3 variants, right size) ${retrievable}${Object.keys(badFetches).length ? ` — failed fetches ${JSON.stringify(badFetches)}` : ''}; ` +
        `refused after 5 tries ${media.gaveUp.length} ${JSON.stringify(outcomes)}, of which with a row ${refusedWithRow.length}; rows not ready ${notReady}; ` +
        `error answers without a JSON { error } ${JSON.stringify(media.unclearErrors)}`,
    );
    mediaOk = storedExact === media.stored.size && retrievable === media.stored.size && refusedWithRow.length === 0 && notReady === 0 && Object.keys(media.unclearErrors).length === 0;
  }
  const mailCounts = {};
  for (const r of perMessage) mailCounts[r.mails] = (mailCounts[r.mails] ?? 0) + 1;
  let deliveryOk = true;
  if (FAULT === 'smtp-down') {
    // Every stored message is delivered to the sink exactly once (the outbox retries after 30 s, then 60 s, …).
    const names = perMessage.map((r) => r.who);
    const outboxBy = async () => {
      const q = postgres(dbUrl.toString(), { max: 1, onnotice: () => {} });
      const rows = await q`select status, count(*)::int as n from email_outbox group by status`;
      await q.end();
      return Object.fromEntries(rows.map((r) => [r.status, r.n]));
    };
    const until = Date.now() + 300_000;
    while (Date.now() < until && names.some((n) => !delivered.get(n))) {
      const by = await outboxBy();
      if (!by.pending && !by.sending) break;
      await sleep(2000);
    }
    const counts = {};
    for (const n of names) counts[delivered.get(n) ?? 0] = (counts[delivered.get(n) ?? 0] ?? 0) + 1;
    deliveryOk = Object.keys(counts).every((k) => k === '1');
    console.log(`  SMTP sink deliveries per stored message: ${JSON.stringify(counts)} (want every one exactly 1); outbox by status ${JSON.stringify(await outboxBy())}`);
  }

  const total = Object.values(stats).reduce((a, s) => a + s.ms.length, 0);
  const errorsOf = (kinds) => kinds.reduce((a, k) => a + Object.values(stats[k]?.errors ?? {}).reduce((x, y) => x + y, 0), 0);
  const kinds = Object.keys(stats).filter((k) => !k.startsWith('spammer'));
  console.log(`\nrun ${runNo}: ${VISITORS} visitors × ${SECONDS} s (think 0–${THINK_MS} ms) through nginx → 2 instances → PostgreSQL`);
  console.log(`  requests ${total} (${(total / SECONDS).toFixed(0)}/s), errors ${errorsOf(kinds)}`);
  for (const k of Object.keys(stats).sort()) {
    const s = stats[k];
    console.log(`  ${k.padEnd(24)} ${String(s.ms.length).padStart(7)} req  p50 ${pct(s.ms, 0.5).toFixed(0).padStart(5)} ms  p99 ${pct(s.ms, 0.99).toFixed(0).padStart(5)} ms  errors ${JSON.stringify(s.errors)}`);
  }
  console.log('  nginx\'s own view (timing log): request_time p50/p99, and the app\'s upstream_response_time p50/p99 where nginx asked the app');
  for (const [k, t] of Object.entries(serverSide).sort()) {
    const f = (xs, p) => (xs.length ? (pct(xs, p) * 1000).toFixed(0).padStart(5) : '    -');
    console.log(`  ${k.padEnd(24)} ${String(t.req.length).padStart(7)} req  nginx p50 ${f(t.req, 0.5)} ms  p99 ${f(t.req, 0.99)} ms   app p50 ${f(t.up, 0.5)} ms  p99 ${f(t.up, 0.99)} ms  (${t.cached} served from nginx's cache)`);
  }
  console.log(`  ledger: quotes answered ${posted.quote} / stored ${quotes}; contact answered ${posted.contact} / stored ${contacts}; spammer accepted ${posted.spam ?? 0} / stored ${spamStored}`);
  console.log(`  outbox rows per stored message: ${JSON.stringify(mailCounts)} (every message the same count = e-mailed once)`);
  if (FAULT) {
    const statusSeen = {};
    for (const st of Object.values(stats)) for (const [code, n] of Object.entries(st.errors)) statusSeen[code] = (statusSeen[code] ?? 0) + n;
    const recovered = faultAt.lastError ? ((faultAt.lastError - faultAt.start) / 1000).toFixed(1) : '0.0';
    const afterEnd = faultAt.lastError ? Math.max(0, (faultAt.lastError - faultAt.end) / 1000).toFixed(1) : '0.0';
    console.log(
      `  fault ${FAULT}: lasted ${((faultAt.end - faultAt.start) / 1000).toFixed(1)} s; failed answers by status ${JSON.stringify(statusSeen)}; ` +
        `last failed answer ${recovered} s after the fault began (${afterEnd} s after it ended); sent again ${JSON.stringify(retries)}`,
    );
  }
  console.log(`  memory (RSS): instance A ${(memBefore[0] / 1024).toFixed(0)} → ${(memAfter[0] / 1024).toFixed(0)} MB, instance B ${(memBefore[1] / 1024).toFixed(0)} → ${(memAfter[1] / 1024).toFixed(0)} MB`);
  const ledgerOk = mediaOk && deliveryOk && posted.quote === quotes && posted.contact === contacts && (posted.spam ?? 0) === spamStored && Object.keys(mailCounts).length === 1 && !mailCounts[0];
  // With a fault, failed answers during it are what is being measured, not a failure of the run.
  return { errors: FAULT ? 0 : errorsOf(kinds), ledgerOk, memAfter };
}

/** Requests nginx logged since byte `from` of the timing log, by the same kinds as the client's figures. */
function serverTimings(from) {
  spawnSync('sleep', ['1.5']); // the log is flushed every second
  const text = readFileSync(timingLog, 'utf8').slice(from);
  const kinds = {};
  for (const line of text.split('\n')) {
    const [method, uri, , reqTime, upTime, cache] = line.split(' ');
    if (!uri) continue;
    const kind =
      uri.startsWith('/api/quote') ? 'quote post'
      : uri.startsWith('/api/contact') ? 'contact post'
      : uri.startsWith('/api/public/quick-order') ? 'cart check'
      : uri.startsWith('/api/admin/images') || uri.startsWith('/api/media/upload') ? 'upload steps'
      : uri.startsWith('/api/admin/products') && method === 'PATCH' ? 'admin edit'
      : uri.startsWith('/media/') ? 'media view (uncached)'
      : uri.startsWith('/products?q=') ? 'search'
      : uri.startsWith('/api/') ? 'other api'
      : 'page';
    const t = (kinds[kind] ??= { req: [], up: [], cached: 0 });
    t.req.push(Number(reqTime));
    // several upstreams tried: "0.004, 0.120"; none: "-"
    const up = (upTime ?? '-').split(/[,:]\s*/).map(Number).filter((x) => Number.isFinite(x));
    if (up.length) t.up.push(up.reduce((a, b) => a + b, 0));
    if (cache === 'HIT' || cache === 'STALE' || cache === 'UPDATING') t.cached++;
  }
  return kinds;
}

const mem0 = apps.map((a) => rssKb(a.pid));
console.log(`instances up: RSS A ${(mem0[0] / 1024).toFixed(0)} MB, B ${(mem0[1] / 1024).toFixed(0)} MB; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
let failed = false;
for (let r = 1; r <= RUNS; r++) {
  const res = await run(r);
  if (res.errors || !res.ledgerOk) failed = true;
}
await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`).catch(() => {});
await admin.end();
console.log(failed ? '\nFAILED: errors or a ledger mismatch (see above)' : '\nall runs: 0 errors, ledger exact');
process.exit(failed ? 1 : 0);
