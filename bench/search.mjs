#!/usr/bin/env node
// Catalogue search at scale (issue 27): generates a catalogue of --count products straight into a fresh
// database (PGlite folder or a PostgreSQL database), measures what the search-document trigger adds to a
// 5,000-product insert, then starts the production build on it and reads the server time (Server-Timing) of
// GET /api/public/search and GET /api/public/search/suggest for a mix of researcher queries.
//   node bench/search.mjs --count 100000 --engine pglite|postgres [--rounds 5] [--reuse] [--per-query]
// --reuse keeps the catalogue a previous run generated (and skips the indexing figure) when it is still there.
// Comparing code in one sitting (the machine's speed drifts by tens of per cent within an hour): --app DIR serves
// another checkout's production build, and --db NAME (PostgreSQL) or --pglite-dir DIR uses a copy of the catalogue
// with that checkout's schema; both imply --reuse.
// PostgreSQL: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres); the database
// bench_search_<count> is created and dropped.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureAppBuild, out, root, startApp, waitFor } from './lib.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const COUNT = Number(arg('count', 10000));
const ENGINE = arg('engine', 'pglite');
const ROUNDS = Number(arg('rounds', 5));
const PORT = Number(arg('port', 3341));
const migrationsFolder = path.join(root, 'db', 'migrations');

const words = (list) => `array[${list.map((w) => `'${w}'`).join(',')}]`;
const ADJ = words(['Human', 'Mouse', 'Rat', 'Recombinant', 'Monoclonal', 'Polyclonal', 'Fluorescent', 'Biotinylated', 'Purified', 'Lyophilized', 'High-Fidelity', 'Hot-Start', 'Ultra-Pure', 'Prestained', 'Stable', 'Inducible', 'Codon-Optimised', 'Tagged', 'Secreted', 'Soluble', 'Chimeric', 'Knock-Out', 'Knock-In']);
const TARGET = words(['GAPDH', 'Actin', 'Tubulin', 'p53', 'EGFR', 'HER2', 'VEGF', 'TNF-alpha', 'IL-6', 'IL-2', 'Cas9', 'dCas9', 'GFP', 'mCherry', 'Luciferase', 'Insulin', 'Albumin', 'Collagen', 'Fibronectin', 'Laminin', 'CD4', 'CD8', 'CD19', 'PD-1', 'PD-L1', 'KRAS', 'BRAF', 'MYC', 'BCL2', 'Caspase-3', 'AKT1', 'mTOR', 'STAT3', 'NF-kB', 'HIF-1a', 'SOX2', 'OCT4']);
const TYPE = words(['Antibody', 'Protein', 'ORF Clone', 'shRNA Vector', 'sgRNA Plasmid', 'Lentivirus', 'Stable Cell Line', 'ELISA Kit', 'DNA Marker', 'Protein Ladder', 'qPCR Primer Pair', 'Master Mix', 'Transfection Reagent', 'Reporter Assay', 'Knock-Out Cell Pool', 'AAV Particles', 'Peptide', 'cDNA Library', 'Buffer']);
const APP = words(['western blot', 'flow cytometry', 'immunofluorescence', 'ELISA', 'qPCR', 'real-time PCR', 'cloning', 'transfection', 'transduction', 'genome editing', 'CRISPR screening', 'protein purification', 'cell culture', 'reporter assays', 'overexpression', 'knock-down', 'immunoprecipitation', 'agarose gels', 'SDS-PAGE', 'in vivo imaging', 'drug screening', 'organoids', 'stem cells', 'neuronal cultures', 'primary cells', 'bacterial expression', 'insect cells', 'mammalian cells', 'yeast']);
const FEATURE = words(['validated in three cell lines', 'lot-to-lot consistency', 'endotoxin-free preparation', 'sequence-verified inserts', 'high titre above 10^8 TU/mL', 'ready-to-use format', 'ships on dry ice', 'room-temperature stable', 'low background', 'bright signal', 'carrier-free', 'animal-origin free', 'GMP-grade materials', 'single-use aliquots', 'mycoplasma tested', 'HEK293T compatible', 'puromycin selection marker', 'blasticidin selection', 'neomycin resistance', 'C-terminal FLAG tag', 'N-terminal His tag', 'HA epitope', 'Myc tag', 'Strep-tag II', 'biotin acceptor peptide', 'SYBR Green chemistry', 'ROX reference dye', 'ladder from 100 bp to 10 kb', 'eleven sharp bands', 'colour-coded reference bands', 'optimised protocol']);
const CATEGORY = words(['reagents-markers', 'genome-editing', 'vector-clones', 'stable-cell-lines', 'lentivirus']);

/** One INSERT … SELECT generate_series: names, descriptions, options and catalogue numbers from the lists above. */
function generateSql(from, to, prefix = 'gen') {
  return `insert into products (id, slug, name, description, catalog_number, category, quote_only, list_price_cents, options, manuals, created_at)
    select '${prefix}-' || i, '${prefix}-' || i,
      (${ADJ})[1 + i % 23] || ' ' || (${TARGET})[1 + (i / 23) % 37] || ' ' || (${TYPE})[1 + (i / 851) % 19] || ' ' || i,
      'For ' || (${APP})[1 + (i * 7) % 29] || ' and ' || (${APP})[1 + (i * 13) % 29] || ': ' || (${FEATURE})[1 + i % 31] || ', ' || (${FEATURE})[1 + (i / 31) % 31] || '.',
      upper('${prefix}') || lpad(i::text, 7, '0'),
      (${CATEGORY})[1 + i % 5], i % 5 <> 0, case when i % 5 = 0 then 1000 + i % 9000 end,
      jsonb_build_array(jsonb_build_object('label', (i % 9 + 1) * 50 || ' µL', 'priceCents', null), jsonb_build_object('label', '1 mL', 'priceCents', null)),
      jsonb_build_array(jsonb_build_object('title', 'Protocol ' || upper('${prefix}') || i, 'url', '/manuals/' || i || '.pdf')),
      now() - make_interval(secs => i)
    from generate_series(${from}, ${to}) as i`;
}

const APP_DIR = arg('app', root);
const DB_NAME = arg('db', null);
const PGLITE_DIR = arg('pglite-dir', null);
const REUSE = process.argv.includes('--reuse') || DB_NAME !== null || PGLITE_DIR !== null;

async function prepare() {
  if (ENGINE === 'pglite') {
    const dir = PGLITE_DIR ? path.resolve(PGLITE_DIR) : path.join(out, `search-data-${COUNT}`, 'pglite');
    const { existsSync } = await import('node:fs');
    if (PGLITE_DIR && !existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`--pglite-dir ${dir}: no PGlite database there`);
    if (REUSE && existsSync(path.join(dir, 'PG_VERSION'))) return { env: { PGLITE_DIR: dir, DATABASE_URL: '' }, stats: null, cleanup: () => {} };
    rmSync(path.dirname(dir), { recursive: true, force: true });
    const { mkdirSync } = await import('node:fs');
    mkdirSync(path.dirname(dir), { recursive: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
    const { fuzzystrmatch } = await import('@electric-sql/pglite/contrib/fuzzystrmatch');
    const client = new PGlite(dir, { extensions: { pg_trgm, unaccent, fuzzystrmatch } });
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(drizzle(client), { migrationsFolder });
    const exec = (text) => client.exec(text);
    const stats = await load(exec);
    await client.close();
    return { env: { PGLITE_DIR: dir, DATABASE_URL: '' }, stats, cleanup: () => {} };
  }
  const { default: postgres } = await import('postgres');
  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = DB_NAME ?? `bench_search_${COUNT}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const url0 = new URL(adminUrl);
  url0.pathname = `/${name}`;
  if (DB_NAME && !(await admin`select 1 from pg_database where datname = ${name}`).length) throw new Error(`--db ${name}: no such database`);
  if (REUSE && (await admin`select 1 from pg_database where datname = ${name}`).length) {
    return { env: { DATABASE_URL: url0.toString() }, stats: null, cleanup: () => admin.end() };
  }
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  await migrate(drizzle(sql), { migrationsFolder });
  const stats = await load((text) => sql.unsafe(text));
  await sql.unsafe('vacuum analyze');
  await sql.end();
  return {
    env: { DATABASE_URL: url.toString() },
    stats,
    cleanup: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function load(exec) {
  const t0 = performance.now();
  for (let i = 1; i <= COUNT; i += 10000) await exec(generateSql(i, Math.min(COUNT, i + 9999)));
  const loadMs = performance.now() - t0;
  // What the search documents add to a 5,000-product import: the same insert with and without the triggers, each
  // three times, alternated, on the catalogue as a running shop keeps it — its rows' visibility settled and the GIN
  // pending lists merged (autovacuum on PostgreSQL, the app's merge job on both engines), not straight after the
  // bulk load, whose last unmerged entries the first insert would otherwise pay for. The insert with the documents
  // is charged the merge of the entries it leaves pending, which the app does two seconds after an import
  // (lib/server/search-index.ts).
  const settle = () => exec('vacuum analyze products, product_search, search_terms');
  const merge = () =>
    exec(`select gin_clean_pending_list(i.indexrelid::regclass) from pg_index i join pg_class c on c.oid = i.indexrelid
      join pg_am a on a.oid = c.relam where a.amname = 'gin' and i.indrelid in ('product_search'::regclass, 'search_terms'::regclass)`);
  await settle();
  const timed = async (prefix, indexed) => {
    if (!indexed) await exec('alter table products disable trigger products_search_insert');
    const s = performance.now();
    await exec(generateSql(1, 5000, prefix));
    const insertMs = performance.now() - s;
    if (indexed) await merge();
    const ms = performance.now() - s;
    if (!indexed) await exec('alter table products enable trigger products_search_insert');
    await exec(`delete from products where id like '${prefix}-%'`);
    await settle();
    return { ms, mergeMs: ms - insertMs };
  };
  const withIndex = [];
  const without = [];
  for (let round = 0; round < 3; round++) {
    withIndex.push(await timed('imp', true));
    without.push((await timed('imq', false)).ms);
  }
  return { loadMs, withIndex, without };
}

const QUERIES = [
  'antibody', 'gapdh antibody', 'antibody gapdh', 'knockout', 'knock out cell pool', 'lentivirus', 'lentiviruses',
  'transfection reagents', 'mastermix', 'sybr green', 'qpcr primers', 'dna ladder', 'protein marker',
  'markr', 'lentivirs', 'transfektion reagent', 'antibdy', 'GEN0042017', 'gen 0042017', 'gen-0042017',
  'mouse il-6 elisa kit', 'recombinant human p53 protein', 'flag tag', 'endotoxin free', '10 kb',
  'crispr screening', 'stable cell line hek293t', 'zebrafish', '%', 'pd-l1', 'his tag purification', 'cas9',
  'a', 'ko', 'colour', 'optimized protocol',
];

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((s.length - 1) * p))];
};

let lastSteps = '';
async function serverMs(url) {
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const header = res.headers.get('server-timing') ?? '';
  const m = /dur=([\d.]+)/.exec(header);
  if (!m) throw new Error(`${url}: no Server-Timing`);
  // the steps after the whole (window;dur=3.1, count;dur=5.2, …): --per-query prints the slowest request's
  lastSteps = header.split(',').slice(1).map((e) => e.trim().replace(/;dur=/, ' ')).join(', ');
  return Number(m[1]);
}

if (!process.argv.includes('--prepare-only')) ensureAppBuild();
console.log(`generating ${COUNT.toLocaleString('en')} products on ${ENGINE}…`);
const { env, stats, cleanup } = await prepare();
if (stats) {
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const withMs = median(stats.withIndex.map((r) => r.ms));
  const withoutMs = median(stats.without);
  console.log(
    `loaded in ${(stats.loadMs / 1000).toFixed(1)} s; a 5,000-product insert (median of 3, alternated) takes ${withMs.toFixed(0)} ms with the ` +
      `search documents, their index entries merged (runs ${stats.withIndex.map((r) => `${r.ms.toFixed(0)} incl. merge ${r.mergeMs.toFixed(0)}`).join(', ')}), ` +
      `and ${withoutMs.toFixed(0)} ms without (${stats.without.map((ms) => ms.toFixed(0)).join(', ')}): indexing adds ${(withMs - withoutMs).toFixed(0)} ms (target ≤ 1000 ms)`,
  );
}
if (process.argv.includes('--prepare-only')) {
  console.log(JSON.stringify(env));
  process.exit(0);
}
const dataDir = path.join(out, `search-data-${COUNT}`);
startApp({ port: PORT, dir: APP_DIR, env: { ...env, MEDIA_DIR: path.join(dataDir, 'media'), AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0000' } });
const base = `http://127.0.0.1:${PORT}`;
await waitFor(`${base}/api/health`, 300_000);

let bust = 0;
const search = [];
const suggest = [];
/** --per-query: each query's median search and suggestion times, slowest first. */
const perQuery = new Map();
const note = (q, kind, ms) => {
  const e = perQuery.get(q) ?? { search: [], suggest: [], slowest: [0, ''] };
  e[kind].push(ms);
  if (ms > e.slowest[0]) e.slowest = [ms, `${kind}: ${lastSteps}`];
  perQuery.set(q, e);
};
for (const q of QUERIES) await serverMs(`${base}/api/public/search?q=${encodeURIComponent(q)}&_b=w${bust++}`); // warm-up
for (let r = 0; r < ROUNDS; r++) {
  for (const q of QUERIES) {
    search.push(await serverMs(`${base}/api/public/search?q=${encodeURIComponent(q)}&_b=${bust++}`));
    note(q, 'search', search.at(-1));
    // as typed: the suggestions for the query's prefixes of 3+ characters, the full query last
    const prefix = q.length > 4 ? q.slice(0, Math.ceil(q.length * 0.6)) : q;
    suggest.push(await serverMs(`${base}/api/public/search/suggest?q=${encodeURIComponent(prefix)}&_b=${bust++}`));
    note(prefix, 'suggest', suggest.at(-1));
    suggest.push(await serverMs(`${base}/api/public/search/suggest?q=${encodeURIComponent(q)}&_b=${bust++}`));
    note(q, 'suggest', suggest.at(-1));
  }
}
const worst = [];
for (const q of QUERIES) worst.push([q, await serverMs(`${base}/api/public/search?q=${encodeURIComponent(q)}&_b=${bust++}`)]);
worst.sort((a, b) => b[1] - a[1]);
const line = (name, xs, target) =>
  `${name}: p50 ${percentile(xs, 0.5).toFixed(1)} ms, p95 ${percentile(xs, 0.95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms over ${xs.length} requests (target p95 ≤ ${target} ms)`;
const { loadavg } = await import('node:os');
console.log(`\n${COUNT.toLocaleString('en')} products on ${ENGINE}, server time (Server-Timing); load average now ${loadavg().map((x) => x.toFixed(1)).join(' / ')}:`);
console.log(line('search     ', search, 30));
console.log(line('suggestions', suggest, 20));
console.log(`slowest queries: ${worst.slice(0, 5).map(([q, ms]) => `${JSON.stringify(q)} ${ms.toFixed(1)} ms`).join(', ')}`);
if (process.argv.includes('--per-query')) {
  const med = (xs) => (xs.length ? percentile(xs, 0.5).toFixed(1).padStart(6) : '     -');
  const rows = [...perQuery].sort((a, b) => Math.max(...b[1].search, ...b[1].suggest) - Math.max(...a[1].search, ...a[1].suggest));
  console.log('\nper query (median ms)             search  suggest  slowest request by step');
  for (const [q, e] of rows) console.log(`${JSON.stringify(q).padEnd(34)} ${med(e.search)}  ${med(e.suggest)}   ${e.slowest[0].toFixed(1)} = ${e.slowest[1]}`);
}
await cleanup();
process.exit(0);
