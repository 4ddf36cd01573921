#!/usr/bin/env node
// Boots the production stack with podman and checks what an operator relies on (docs/runbook.md, "Verified here"):
// PostgreSQL, two app containers from the image built from the unchanged Dockerfile, nginx with deploy/nginx.conf in
// front, and the S3 and SMTP stand-ins of deploy/local-base. Every check prints its result and time; everything this
// script started is removed at the end, also after a failure or Ctrl-C. Run it through deploy/smoke.sh, which builds
// the images first.
//
//   node deploy/smoke.mjs     SMOKE_IMAGE (localhost/smoke-app:latest), SMOKE_KEEP=1 leaves the stack running.
//
// Ports (host network): nginx 3500, app A 3501, app B 3502, PostgreSQL 5540, S3 5541, SMTP 5542 (+ 5543 HTTP list).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { localNginxSite } from './nginx-local.mjs';

const IMAGE = process.env.SMOKE_IMAGE || 'localhost/smoke-app:latest';
const PORT = { nginx: 3500, a: 3501, b: 3502, pg: 5540, s3: 5541, smtp: 5542, smtpHttp: 5543 };
const NGINX = `http://127.0.0.1:${PORT.nginx}`;
const A = `http://127.0.0.1:${PORT.a}`;
const B = `http://127.0.0.1:${PORT.b}`;
const S3 = `http://127.0.0.1:${PORT.s3}`;
const BUCKET = 'bioark-media';
const ADMIN_EMAIL = 'smoke-admin@example.com';
const ADMIN_PASSWORD = randomBytes(12).toString('base64url');
const AUTH_SECRET = randomBytes(32).toString('base64');
const DB = { user: 'bioark', password: randomBytes(9).toString('base64url'), name: 'bioark' };
const CONTAINERS = ['smoke-app-a', 'smoke-app-b', 'smoke-nginx', 'smoke-s3', 'smoke-smtp', 'smoke-pg'];
const PODMAN = ['--runtime', process.env.PODMAN_RUNTIME || '/usr/sbin/runc', '--cgroup-manager', 'cgroupfs'];
const RUN = ['run', '-d', '--network', 'host', '--ulimit', 'nofile=1024:1024', '--ulimit', 'nproc=1024:1024', '--label', 'bioark.smoke=1'];
const work = mkdtempSync(path.join(tmpdir(), 'smoke-run-'));
const started = Date.now();
const results = [];

// ------------------------------------------------------------------------------------------------ helpers

function podman(args, { input, check = true, quiet = false } = {}) {
  const r = spawnSync('podman', [...PODMAN, ...args], { input, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (check && r.status !== 0) throw new Error(`podman ${args.slice(0, 3).join(' ')} … failed (${r.status}): ${(r.stderr || '').trim().slice(-800)}`);
  if (!quiet && r.status !== 0) process.stderr.write(r.stderr);
  return r;
}

function psql(sql, db = DB.name) {
  const r = podman(['exec', 'smoke-pg', 'psql', '-U', DB.user, '-d', db, '-At', '-v', 'ON_ERROR_STOP=1', '-c', sql]);
  return r.stdout.trim();
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

function assert(cond, message) {
  if (!cond) throw new Error(message);
}

async function check(name, fn) {
  const t0 = Date.now();
  try {
    const detail = await fn();
    results.push({ name, ok: true, ms: Date.now() - t0 });
    console.log(`PASS  ${name}  (${secs(Date.now() - t0)})${detail ? `  — ${detail}` : ''}`);
  } catch (err) {
    results.push({ name, ok: false, ms: Date.now() - t0 });
    console.log(`FAIL  ${name}  (${secs(Date.now() - t0)})  — ${err.message}`);
    throw err;
  }
}

async function http(url, opts = {}) {
  const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(opts.timeout ?? 30_000), ...opts });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

async function waitUntil(what, fn, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (err) {
      last = err;
    }
    await sleep(250);
  }
  throw new Error(`timed out after ${secs(timeoutMs)} waiting for ${what}${last ? ` (${last.message})` : ''}`);
}

function logsOf(name) {
  const r = podman(['logs', '--tail', '40', name], { check: false, quiet: true });
  return `${r.stdout}${r.stderr}`.trim();
}

/** A small solid-colour PNG (the app re-encodes uploads with sharp, so it must be a real image). */
function png(width, height, [r, g, b]) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const decodeEntities = (s) =>
  s.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

// ------------------------------------------------------------------------------------------------ teardown

let tornDown = false;
function teardown() {
  if (tornDown) return;
  tornDown = true;
  if (process.env.SMOKE_KEEP === '1') {
    console.log('SMOKE_KEEP=1: the stack keeps running (remove it with: podman rm -f ' + CONTAINERS.join(' ') + ')');
    return;
  }
  // -v: the anonymous volumes of the images' VOLUMEs (/data) go with their containers. A container that exits on
  // its own while being removed can make podman fail once: try again.
  const rm = () => spawnSync('podman', [...PODMAN, 'rm', '-f', '-v', '-t', '2', '--ignore', ...CONTAINERS], { encoding: 'utf8' });
  let r = rm();
  if (r.status !== 0) r = rm();
  spawnSync('podman', [...PODMAN, 'volume', 'rm', '-f', 'smoke-pgdata'], { encoding: 'utf8' });
  rmSync(work, { recursive: true, force: true });
  console.log(r.status === 0 ? `teardown: removed ${CONTAINERS.join(', ')}` : `teardown: podman rm said ${r.stderr}`);
}
process.on('exit', teardown);
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    console.log(`\n${sig}: tearing down`);
    process.exit(130);
  });
}

// ------------------------------------------------------------------------------------------------ the stack

function appEnv(port) {
  return {
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    DATABASE_URL: `postgres://${DB.user}:${DB.password}@127.0.0.1:${PORT.pg}/${DB.name}`,
    SITE_URL: NGINX,
    AUTH_SECRET,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    TRUST_PROXY: '1',
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: S3,
    S3_UPLOAD_ENDPOINT: S3,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PUBLIC_BASE_URL: `${S3}/${BUCKET}`,
    LOG_LEVEL: 'warn',
  };
}

function startApp(name, port) {
  const env = Object.entries(appEnv(port)).flatMap(([k, v]) => ['-e', `${k}=${v}`]);
  podman([...RUN, '--name', name, ...env, IMAGE]);
}

async function bootStack() {
  podman(['rm', '-f', '-v', '-t', '0', '--ignore', ...CONTAINERS], { check: false });
  podman(['volume', 'rm', '-f', 'smoke-pgdata'], { check: false, quiet: true });
  podman([...RUN, '--name', 'smoke-pg', '-v', 'smoke-pgdata:/var/lib/postgresql/data', '-e', `POSTGRES_USER=${DB.user}`, '-e', `POSTGRES_PASSWORD=${DB.password}`, '-e', `POSTGRES_DB=${DB.name}`, '-e', `PGPORT=${PORT.pg}`, 'localhost/smoke-postgres:15-bookworm']);
  podman([...RUN, '--name', 'smoke-s3', '-e', `S3_PORT=${PORT.s3}`, '-e', `S3_BUCKET=${BUCKET}`, 'localhost/smoke-stubs:latest', 's3']);
  podman([...RUN, '--name', 'smoke-smtp', '-e', `SMTP_PORT=${PORT.smtp}`, '-e', `SMTP_HTTP_PORT=${PORT.smtpHttp}`, 'localhost/smoke-stubs:latest', 'smtp']);
  await waitUntil('PostgreSQL', () => podman(['exec', 'smoke-pg', 'pg_isready', '-q', '-U', DB.user], { check: false, quiet: true }).status === 0, 60_000);
  await waitUntil('the S3 stand-in', async () => (await http(`${S3}/${BUCKET}`)).status < 500, 30_000);

  // deploy/nginx.conf as shipped, but for podman's host network: the compose service name `app:3000` becomes the
  // two app containers, and port 80 becomes the smoke port. Everything else (cache, headers, SSE) is unchanged.
  const conf = localNginxSite({
    upstreams: [`127.0.0.1:${PORT.a}`, `127.0.0.1:${PORT.b}`],
    serverOptions: 'max_fails=1 fail_timeout=5s',
    listen: `127.0.0.1:${PORT.nginx}`,
  });
  writeFileSync(path.join(work, 'nginx.conf'), conf);

  // Container A starts first and applies the migrations and the seed; B then starts on the migrated database
  // (both would also be safe together: migrations run under an advisory lock).
  startApp('smoke-app-a', PORT.a);
  startApp('smoke-app-b', PORT.b);
  podman([...RUN, '--name', 'smoke-nginx', '-v', `${path.join(work, 'nginx.conf')}:/etc/nginx/conf.d/default.conf:ro,Z`, 'localhost/smoke-nginx:bookworm']);
}

// ------------------------------------------------------------------------------------------------ the checks

let token = '';
const admin = (extra = {}) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json', ...extra });

async function main() {
  console.log(`smoke: image ${IMAGE}`);
  await check('stack boots (PostgreSQL, S3, SMTP, app A, app B, nginx)', async () => {
    await bootStack();
    return 'containers started';
  });

  await check('image runs as a non-root user', async () => {
    const user = podman(['image', 'inspect', '--format', '{{.Config.User}}', IMAGE]).stdout.trim();
    const uid = podman(['exec', 'smoke-app-a', 'id', '-u']).stdout.trim();
    assert(user && user !== 'root' && user !== '0', `image USER is "${user}"`);
    assert(uid !== '0', 'the app process runs as uid 0');
    return `USER ${user}, uid ${uid}`;
  });

  await check('image size', async () => {
    const bytes = Number(podman(['image', 'inspect', '--format', '{{.Size}}', IMAGE]).stdout.trim());
    assert(bytes > 0, 'no size');
    return `${(bytes / 1e6).toFixed(0)} MB (${bytes} bytes)`;
  });

  await check('both app containers healthy (/api/health, database reachable)', async () => {
    const t0 = Date.now();
    for (const [name, base] of [['smoke-app-a', A], ['smoke-app-b', B]]) {
      try {
        await waitUntil(`${name} /api/health`, async () => {
          const r = await http(`${base}/api/health`, { timeout: 5000 });
          return r.status === 200 && r.json?.status === 'ok';
        }, 180_000);
      } catch (err) {
        throw new Error(`${err.message}\n--- ${name} logs ---\n${logsOf(name)}`);
      }
    }
    // The image's own HEALTHCHECK command (podman schedules it with systemd timers, absent here: run it once).
    for (const name of ['smoke-app-a', 'smoke-app-b']) {
      const hc = podman(['healthcheck', 'run', name], { check: false, quiet: true });
      assert(hc.status === 0, `the image's HEALTHCHECK failed in ${name}: ${hc.stdout}${hc.stderr}`);
    }
    return `both answered 200 {"status":"ok"} ${secs(Date.now() - t0)} after start; the image's HEALTHCHECK passes in both`;
  });

  let product;
  await check('seeded home page through nginx', async () => {
    const products = (await http(`${B}/api/public/products`)).json;
    const list = Array.isArray(products) ? products : (products?.products ?? products?.items ?? []);
    assert(list.length > 0, `no seeded products: ${JSON.stringify(products).slice(0, 200)}`);
    const r = await waitUntil('the home page through nginx', async () => {
      const res = await http(`${NGINX}/`);
      return res.status === 200 ? res : null;
    }, 30_000);
    assert(/<html/i.test(r.text), 'not an HTML page');
    assert(r.headers.get('x-cache-status') !== null, 'no X-Cache-Status: not served by deploy/nginx.conf');
    assert(r.headers.get('content-security-policy'), 'no Content-Security-Policy header from scripts/serve.mjs');
    const shown = list.filter((p) => p.name && r.text.includes(decodeEntities(p.name).replace(/&/g, '&amp;')) || r.text.includes(p.name));
    assert(shown.length > 0, 'the home page shows none of the seeded products');
    product = list[0];
    return `${list.length} seeded products, home shows ${shown.length} of them (X-Cache-Status ${r.headers.get('x-cache-status')})`;
  });

  await check('admin sign-in through container A', async () => {
    const r = await http(`${A}/api/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }) });
    assert(r.status === 200 && r.json?.token, `POST /api/signin answered ${r.status} ${r.text.slice(0, 200)}`);
    token = r.json.token;
    return `bearer token for ${r.json.user?.email} (${r.json.user?.role})`;
  });

  await check('product edit via container A seen through nginx and on container B within seconds', async () => {
    const list = (await http(`${A}/api/admin/products`, { headers: admin() })).json?.products ?? [];
    const target = list.find((p) => p.slug === product.slug) ?? list.find((p) => !p.hidden) ?? list[0];
    assert(target, 'no product in the admin list');
    // Warm both caches (nginx microcache, the page cache of each instance) with the old name first.
    const pagePath = `/products/${encodeURIComponent(target.slug)}`;
    for (const base of [NGINX, B]) assert((await http(`${base}${pagePath}`)).status === 200, `${base}${pagePath} is not 200`);
    const newName = `Smoke Edit ${randomBytes(4).toString('hex')}`;
    const t0 = Date.now();
    const r = await http(`${A}/api/admin/products/${encodeURIComponent(target.id)}`, { method: 'PATCH', headers: admin(), body: JSON.stringify({ name: newName, version: target.version }) });
    assert(r.status === 200, `PATCH answered ${r.status} ${r.text.slice(0, 300)}`);
    const seen = {};
    await Promise.all(
      [['nginx', NGINX], ['container B', B]].map(([label, base]) =>
        waitUntil(`${label} to show "${newName}"`, async () => {
          const page = await http(`${base}${pagePath}`);
          if (page.status === 200 && page.text.includes(newName)) return (seen[label] = Date.now() - t0);
          return null;
        }, 15_000),
      ),
    );
    return `"${newName}" on ${pagePath}: nginx after ${secs(seen.nginx)}, container B after ${secs(seen['container B'])}`;
  });

  await check('image upload: presigned URL on the S3 store, uploaded, served back', async () => {
    const bytes = png(96, 64, [40, 120, 200]);
    const req = await http(`${A}/api/admin/images/request-upload`, { method: 'POST', headers: admin(), body: JSON.stringify({ fileName: 'smoke.png', mimeType: 'image/png', size: bytes.length }) });
    assert(req.status === 201, `request-upload answered ${req.status} ${req.text.slice(0, 300)}`);
    const { uploadUrl, storageKey, headers } = req.json;
    assert(uploadUrl.startsWith(`${S3}/${BUCKET}/`), `the upload URL does not point at the S3 store: ${uploadUrl}`);
    assert(/X-Amz-Signature=/.test(uploadUrl), 'the upload URL is not presigned');
    const put = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/png', ...(headers ?? {}) }, body: bytes });
    assert(put.ok, `PUT to the presigned URL answered ${put.status} ${await put.text()}`);
    const fin = await http(`${B}/api/admin/images/finalize-upload`, { method: 'POST', headers: admin(), body: JSON.stringify({ storageKey }) });
    assert(fin.status === 201 || fin.status === 200, `finalize-upload (on container B) answered ${fin.status} ${fin.text.slice(0, 300)}`);
    const urls = [...new Set(JSON.stringify(fin.json).match(/https?:\/\/[^"]+/g) ?? [])].filter((u) => u.startsWith(`${S3}/${BUCKET}/`));
    assert(urls.length > 0, `the finalized image names no URL on the S3 store: ${JSON.stringify(fin.json).slice(0, 300)}`);
    for (const u of urls) {
      const got = await fetch(u);
      const type = got.headers.get('content-type') ?? '';
      const size = (await got.arrayBuffer()).byteLength;
      assert(got.ok && type.startsWith('image/') && size > 0, `${u} answered ${got.status} ${type} ${size} bytes`);
    }
    return `${urls.length} URL(s) served by the store, e.g. ${urls[0]}`;
  });

  await check('quote through nginx; its e-mail reaches the SMTP sink', async () => {
    const smtp = await http(`${A}/api/smtp-config`, {
      method: 'PUT',
      headers: admin(),
      body: JSON.stringify({ host: '127.0.0.1', port: PORT.smtp, secure: false, user: '', fromEmail: 'shop@smoke.example.com', toEmails: 'sales@smoke.example.com' }),
    });
    assert(smtp.status === 200, `PUT /api/smtp-config answered ${smtp.status} ${smtp.text.slice(0, 300)}`);
    const company = `Smoke Labs ${randomBytes(3).toString('hex')}`;
    const t0 = Date.now();
    const q = await http(`${NGINX}/api/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: NGINX },
      body: JSON.stringify({ firstName: 'Ada', lastName: 'Smoke', email: 'ada@smoke.example.com', company, serviceType: 'celllines', projectDescription: 'A knock-in cell line for the container smoke test.', formElapsedMs: 20_000, idempotencyKey: randomBytes(12).toString('hex') }),
    });
    if (q.status === 400 && /serviceType/i.test(q.text)) throw new Error(`pick a valid serviceType: ${q.text.slice(0, 300)}`);
    assert(q.status === 201, `POST /api/quote answered ${q.status} ${q.text.slice(0, 300)}`);
    const mail = await waitUntil('the quote e-mail in the SMTP sink', async () => {
      const msgs = (await http(`http://127.0.0.1:${PORT.smtpHttp}/messages`)).json ?? [];
      return msgs.find((m) => m.to.includes('sales@smoke.example.com') && m.raw.includes(company));
    }, 30_000);
    const subject = mail.subject.replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_m, q) => Buffer.from(q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'));
    return `"${subject}" to ${mail.to.join(', ')} after ${secs(Date.now() - t0)}`;
  });

  await check('demo checkout through nginx: order paid', async () => {
    const list = (await http(`${B}/api/public/products`)).json;
    const all = Array.isArray(list) ? list : (list?.products ?? list?.items ?? []);
    const buyable = all.find((p) => !p.quoteOnly && p.catalogNumber && (p.listPriceCents ?? p.priceCents ?? p.price));
    assert(buyable, 'no product with a price to buy');
    const co = await http(`${NGINX}/stripe-api/create-checkout-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: NGINX },
      body: JSON.stringify({ items: [{ id: buyable.catalogNumber, quantity: 1 }], checkoutKey: `smoke-${randomBytes(6).toString('hex')}` }),
    });
    assert(co.status === 200 && co.json?.url, `create-checkout-session answered ${co.status} ${co.text.slice(0, 300)}`);
    const orderId = /\/checkout\/demo\/([0-9a-f-]{36})/.exec(co.json.url)?.[1];
    assert(orderId, `not a demo checkout URL: ${co.json.url}`);
    const demoPath = new URL(co.json.url, NGINX).pathname;
    const page = await http(`${NGINX}${demoPath}`);
    assert(page.status === 200, `the demo page answered ${page.status}`);
    // The Pay form without JavaScript (progressive enhancement): its hidden server-action fields plus the address.
    const forms = page.text.match(/<form[\s\S]*?<\/form>/g) ?? [];
    const form = forms.find((f) => /name="email"/.test(f) && /\$ACTION/.test(f));
    assert(form, 'no Pay form with a server action on the demo page');
    const fd = new FormData();
    for (const input of form.match(/<input[^>]*>/g) ?? []) {
      const name = /\sname="([^"]*)"/.exec(input)?.[1];
      if (!name || !/type="hidden"/.test(input)) continue;
      fd.append(decodeEntities(name), decodeEntities(/\svalue="([^"]*)"/.exec(input)?.[1] ?? ''));
    }
    for (const [k, v] of Object.entries({ email: 'buyer@smoke.example.com', name: 'Smoke Buyer', line1: '1 Lab Way', city: 'Boston', postalCode: '02115', country: 'US' })) fd.set(k, v);
    const res = await fetch(`${NGINX}${demoPath}`, { method: 'POST', body: fd, redirect: 'manual', headers: { origin: NGINX } });
    const location = res.headers.get('location') ?? '';
    assert(res.status === 303 && location.includes('success=1'), `paying answered ${res.status} ${location} ${(await res.text()).slice(0, 200)}`);
    const status = psql(`SELECT status || ' ' || total_cents FROM orders WHERE id = '${orderId}'`);
    assert(status.startsWith('paid'), `the order is "${status}" in the database`);
    return `order ${orderId.slice(0, 8)}… ${status.split(' ')[0]}, ${status.split(' ')[1]} cents (${buyable.catalogNumber})`;
  });

  await check('container A killed mid-traffic: nginx keeps serving, no acknowledged write lost', async () => {
    const stats = { reads: 0, readErrors: [], writesOk: [], writesFailed: 0 };
    let stop = false;
    const reader = async () => {
      while (!stop) {
        try {
          const r = await http(`${NGINX}/products?smoke=${randomBytes(3).toString('hex')}`, { timeout: 15_000 });
          if (r.status === 200) stats.reads++;
          else stats.readErrors.push(r.status);
        } catch (err) {
          stats.readErrors.push(err.message);
        }
      }
    };
    const writer = async () => {
      while (!stop) {
        const name = `Smoke Load ${randomBytes(5).toString('hex')}`;
        try {
          const r = await http(`${NGINX}/api/admin/products`, { method: 'POST', headers: admin(), body: JSON.stringify({ name }), timeout: 15_000 });
          if (r.status === 201 && r.json?.product?.id) stats.writesOk.push(r.json.product.id);
          else stats.writesFailed++;
        } catch {
          stats.writesFailed++;
        }
      }
    };
    const load = [reader(), reader(), reader(), writer(), writer()];
    await sleep(2500);
    const before = { reads: stats.reads, writes: stats.writesOk.length };
    podman(['kill', '-s', 'KILL', 'smoke-app-a']);
    const killedAt = Date.now();
    await sleep(5000);
    stop = true;
    await Promise.all(load);
    const ids = stats.writesOk.map((id) => `'${id}'`).join(',');
    const inDb = ids ? Number(psql(`SELECT count(*) FROM products WHERE id IN (${ids})`)) : 0;
    assert(before.reads > 0 && stats.reads > before.reads, `reads did not continue after the kill (${before.reads} before, ${stats.reads} in all)`);
    assert(stats.writesOk.length > before.writes, 'no write succeeded after the kill');
    assert(stats.readErrors.length === 0, `reads failed through nginx: ${stats.readErrors.slice(0, 5).join(', ')}`);
    assert(inDb === stats.writesOk.length, `${stats.writesOk.length} writes acknowledged, ${inDb} in the database`);
    assert(podman(['inspect', '--format', '{{.State.Running}}', 'smoke-app-b']).stdout.trim() === 'true', 'container B stopped too');
    podman(['start', 'smoke-app-a']);
    await waitUntil('container A to answer again after its restart', async () => (await http(`${A}/api/health`, { timeout: 5000 })).status === 200, 120_000);
    return `killed A after ${before.reads} reads/${before.writes} writes; in all ${stats.reads} reads (0 failed), ${stats.writesOk.length} writes acknowledged and all ${inDb} in PostgreSQL, ${stats.writesFailed} write(s) answered with an error${stats.writesFailed ? ' (in flight on A at the kill: not acknowledged, so not counted as lost)' : ''}; A restarted and healthy ${secs(Date.now() - killedAt)} after the kill`;
  });

  await check('backup and restore: pg_dump → fresh database → pg_restore → the same products', async () => {
    const dumpFile = path.join(work, 'bioark.dump');
    const dump = spawnSync('podman', [...PODMAN, 'exec', 'smoke-pg', 'pg_dump', '-U', DB.user, '--format=custom', '--no-owner', DB.name], { maxBuffer: 512 * 1024 * 1024 });
    assert(dump.status === 0, `pg_dump failed: ${dump.stderr}`);
    writeFileSync(dumpFile, dump.stdout);
    psql('DROP DATABASE IF EXISTS bioark_restored', 'postgres');
    psql('CREATE DATABASE bioark_restored', 'postgres');
    const restore = spawnSync('podman', [...PODMAN, 'exec', '-i', 'smoke-pg', 'pg_restore', '-U', DB.user, '--no-owner', '--exit-on-error', '-d', 'bioark_restored'], { input: readFileSync(dumpFile), encoding: 'buffer' });
    assert(restore.status === 0, `pg_restore failed: ${restore.stderr}`);
    const fingerprint = "SELECT count(*) || ' ' || md5(coalesce(string_agg(p::text, '|' ORDER BY id), '')) FROM products p";
    const counts = "SELECT (SELECT count(*) FROM orders) || ' orders, ' || (SELECT count(*) FROM quotes) || ' quotes, ' || (SELECT count(*) FROM media_items) || ' images'";
    const [live, restored] = [psql(fingerprint), psql(fingerprint, 'bioark_restored')];
    assert(live === restored, `products differ: live ${live}, restored ${restored}`);
    const [liveCounts, restoredCounts] = [psql(counts), psql(counts, 'bioark_restored')];
    assert(liveCounts === restoredCounts, `live ${liveCounts}, restored ${restoredCounts}`);
    return `${(dump.stdout.length / 1e6).toFixed(1)} MB dump; ${live.split(' ')[0]} products identical (md5 ${live.split(' ')[1].slice(0, 12)}…), ${restoredCounts}`;
  });
}

try {
  await main();
  console.log(`\nsmoke: all ${results.length} checks passed in ${secs(Date.now() - started)}`);
} catch (err) {
  console.log(`\nsmoke: FAILED after ${secs(Date.now() - started)}: ${err.stack?.split('\n').slice(0, 3).join('\n') ?? err}`);
  for (const name of CONTAINERS) {
    const r = podman(['inspect', '--format', '{{.State.Status}}', name], { check: false, quiet: true });
    if (r.status === 0) console.log(`--- ${name} (${r.stdout.trim()}) last log lines ---\n${logsOf(name)}`);
  }
  process.exitCode = 1;
}
