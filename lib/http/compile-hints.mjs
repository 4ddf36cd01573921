// V8's explicit compile hints for the build's scripts (docs/architecture.md#main-thread-work). Plain JavaScript:
// scripts/serve.mjs applies it to the production build once, before it serves anything.
//
// V8 compiles a script's functions lazily: a function is fully parsed and compiled on the main thread the first time
// it is called. Nearly every function of the framework's and the page's chunks is called while the page starts and
// hydrates, so that compilation was one of the largest items of the home page's main-thread work (a CPU profile: the
// module loader's own frame, where the lazy compilation of the module factories is counted, ~70 ms of ~360 on a slow
// machine). A script that starts with the magic comment `//# allFunctionsCalledOnLoad` (Chromium 136 and later) has
// all its functions compiled eagerly while it streams in, on a background thread. Other browsers read a comment.
//
// Next writes the scripts and, with `experimental.sri`, their SHA-256 into its manifests and into the pages it
// prerendered. Adding the comment changes the hashes, so every occurrence of an old hash under `.next/server` is
// replaced by the new one, all files checked writable before any is written (a read-only build is left as it is and
// served without hints). A marker holding the build's id makes it run once per build.

import { createHash } from 'node:crypto';
import { accessSync, constants, existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const MARKER = 'compile-hints';
const SRI = /sha256-[A-Za-z0-9+/]+=*/g;

/** A script's source with the compile hint first (unchanged when it already has it). */
export function withCompileHint(source) {
  const buf = Buffer.isBuffer(source) ? source : Buffer.from(source);
  const hint = Buffer.from(COMPILE_HINT);
  return buf.subarray(0, hint.length).equals(hint) ? buf : Buffer.concat([hint, buf]);
}

/** Subresource-integrity value (`sha256-…`) of some bytes. */
export function sri(bytes) {
  return `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
}

/** Text with every `sha256-…` in `renamed` replaced by its new value. */
export function replaceHashes(text, renamed) {
  return text.replace(SRI, (h) => renamed.get(h) ?? h);
}

function filesUnder(dir, keep) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && keep(e.name))
    .map((e) => path.join(e.parentPath ?? e.path, e.name));
}

/**
 * Puts the compile hint at the start of every script of the build in `nextDir` and the new hashes where the old
 * ones were. Returns what it did: `{ scripts, files }` changed, or `{ skipped }` with the reason.
 */
export function applyCompileHints(nextDir) {
  const buildIdFile = path.join(nextDir, 'BUILD_ID');
  const chunks = path.join(nextDir, 'static', 'chunks');
  if (!existsSync(buildIdFile) || !existsSync(chunks)) return { skipped: 'no build' };
  const buildId = readFileSync(buildIdFile, 'utf8').trim();
  const marker = path.join(nextDir, MARKER);
  if (existsSync(marker) && readFileSync(marker, 'utf8').trim() === buildId) return { skipped: 'already applied' };

  const renamed = new Map();
  const writes = [];
  for (const file of filesUnder(chunks, (name) => name.endsWith('.js'))) {
    const before = readFileSync(file);
    const after = withCompileHint(before);
    if (after === before) continue;
    renamed.set(sri(before), sri(after));
    writes.push([file, after]);
  }
  for (const file of filesUnder(path.join(nextDir, 'server'), (name) => !/\.(map|wasm|node|png|jpe?g|webp|avif|ico|woff2?|ttf)$/i.test(name))) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('sha256-')) continue;
    const replaced = replaceHashes(text, renamed);
    if (replaced !== text) writes.push([file, replaced]);
  }
  try {
    for (const [file] of writes) accessSync(file, constants.W_OK);
    for (const dir of new Set([nextDir, ...writes.map(([file]) => path.dirname(file))])) accessSync(dir, constants.W_OK);
  } catch (err) {
    return { skipped: `not writable (${err.code ?? err.message})` };
  }
  for (const [file, content] of writes) {
    writeFileSync(`${file}.hint-tmp`, content);
    renameSync(`${file}.hint-tmp`, file);
  }
  writeFileSync(marker, buildId);
  return { scripts: renamed.size, files: writes.length - renamed.size };
}
