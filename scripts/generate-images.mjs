#!/usr/bin/env node
// Generates the built-in illustrations under public/images/ (products, services, blog, hero, team).
// Abstract, scientific motifs drawn as SVG and rendered to WebP with sharp. Deterministic: the same
// input always gives the same pictures, so the output can be committed and regenerated at will.
//
//   node scripts/generate-images.mjs            # all images
//   node scripts/generate-images.mjs products   # one group (products|services|blog|hero|team)
//
// Budget: every file < 100 KB, hero images <= 90 KB (checked at the end; the script exits 1 otherwise).

import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'public', 'images');
const FONT = "DejaVu Sans, Helvetica, Arial, sans-serif";

// ---------------------------------------------------------------- palette
const C = {
  ink: '#06272b',
  deep: '#0b3a3c',
  teal9: '#134e4a',
  teal8: '#115e59',
  teal7: '#0f766e',
  teal6: '#0d9488',
  teal5: '#14b8a6',
  teal4: '#2dd4bf',
  teal3: '#5eead4',
  teal2: '#99f6e4',
  teal1: '#ccfbf1',
  cyan7: '#0e7490',
  cyan5: '#06b6d4',
  sky9: '#0c4a6e',
  emerald: '#10b981',
  green: '#4ade80',
  s50: '#f8fafc',
  s100: '#f1f5f9',
  s200: '#e2e8f0',
  s300: '#cbd5e1',
  s400: '#94a3b8',
  s500: '#64748b',
  s600: '#475569',
  s700: '#334155',
  accent: '#f59e0b',
  accentSoft: '#fcd34d',
  accentDeep: '#d97706',
};

// ---------------------------------------------------------------- helpers
function hash(str) {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
function rng(seed) {
  let a = typeof seed === 'string' ? hash(seed) : seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const f = (n) => Math.round(n * 10) / 10;
let uid = 0;
const id = (p) => `${p}${++uid}`;
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function svg(w, h, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}
function text(x, y, s, { size = 20, fill = C.s700, weight = 400, anchor = 'start', opacity = 1, spacing = 0 } = {}) {
  return `<text x="${f(x)}" y="${f(y)}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" opacity="${opacity}" letter-spacing="${spacing}">${esc(s)}</text>`;
}
function linGrad(gid, stops, { x1 = 0, y1 = 0, x2 = 1, y2 = 1 } = {}) {
  return `<linearGradient id="${gid}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('')}</linearGradient>`;
}
function radGrad(gid, stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy } = {}) {
  return `<radialGradient id="${gid}" cx="${cx}" cy="${cy}" r="${r}"${fx !== undefined ? ` fx="${fx}" fy="${fy}"` : ''}>${stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('')}</radialGradient>`;
}
function blur(fid, sd) {
  return `<filter id="${fid}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;
}

// ---------------------------------------------------------------- backgrounds
/** Neutral light studio background used for every product picture. */
function productBackdrop(w, h, seed) {
  const g = id('pbg');
  const sh = id('psh');
  return `<defs>${radGrad(g, [[0, '#ffffff'], [0.65, '#f3f6f8'], [1, '#e3eaee']], { cx: 0.5, cy: 0.38, r: 0.8 })}${blur(sh, 18)}</defs>
  <rect width="${w}" height="${h}" fill="url(#${g})"/>
  ${network(w, h, 16, seed, C.teal6, 0.07, { x0: w * 0.58, y0: 0, x1: w, y1: h * 0.38 })}
  <ellipse cx="${w / 2}" cy="${h * 0.86}" rx="${w * 0.36}" ry="${h * 0.035}" fill="${C.s500}" opacity="0.22" filter="url(#${sh})"/>`;
}
function productFooter(w, h, catalog) {
  return `${text(40, h - 34, 'BioArk', { size: 22, fill: C.teal7, weight: 700, spacing: 0.5 })}${
    catalog ? text(w - 40, h - 34, catalog, { size: 20, fill: C.s500, anchor: 'end', spacing: 1 }) : ''
  }`;
}
/** Deep teal gradient background (hero, services, blog). */
function darkBackdrop(w, h, seed, { tint = C.sky9, glow = C.teal5, glowX = 0.72, glowY = 0.35 } = {}) {
  const g = id('dbg');
  const gl = id('glw');
  const vg = id('vig');
  return `<defs>${linGrad(g, [[0, C.ink], [0.55, C.teal9], [1, tint]], { x1: 0, y1: 0, x2: 1, y2: 1 })}${radGrad(
    gl,
    [[0, glow, 0.55], [0.5, glow, 0.12], [1, glow, 0]],
    { cx: glowX, cy: glowY, r: 0.55 },
  )}${linGrad(vg, [[0, C.ink, 0.55], [0.5, C.ink, 0.1], [1, C.ink, 0]], { x1: 0, y1: 0, x2: 1, y2: 0 })}</defs>
  <rect width="${w}" height="${h}" fill="url(#${g})"/>
  <rect width="${w}" height="${h}" fill="url(#${gl})"/>
  ${network(w, h, 26, seed, C.teal3, 0.12)}`;
}
function leftVignette(w, h, strength = 0.55) {
  const vg = id('lv');
  return `<defs>${linGrad(vg, [[0, C.ink, strength], [0.55, C.ink, strength * 0.25], [1, C.ink, 0]], { x1: 0, y1: 0, x2: 1, y2: 0 })}</defs><rect width="${w}" height="${h}" fill="url(#${vg})"/>`;
}
function bokeh(w, h, seed, n, colors, { rMin = 20, rMax = 90, opacity = 0.18 } = {}) {
  const r = rng(seed + 'bokeh');
  const fid = id('bk');
  let out = `<defs>${blur(fid, 8)}</defs><g filter="url(#${fid})">`;
  for (let i = 0; i < n; i++) {
    const c = colors[Math.floor(r() * colors.length)];
    out += `<circle cx="${f(r() * w)}" cy="${f(r() * h)}" r="${f(rMin + r() * (rMax - rMin))}" fill="${c}" opacity="${f(opacity * (0.4 + r() * 0.6) * 100) / 100}"/>`;
  }
  return out + '</g>';
}
/** Molecular network: nodes joined to their near neighbours. */
function network(w, h, n, seed, color, opacity, box = { x0: 0, y0: 0, x1: w, y1: h }) {
  const r = rng(seed + 'net');
  const pts = Array.from({ length: n }, () => [box.x0 + r() * (box.x1 - box.x0), box.y0 + r() * (box.y1 - box.y0)]);
  const maxD = Math.max(box.x1 - box.x0, box.y1 - box.y0) / 3;
  let lines = '';
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const d = Math.hypot(pts[i][0] - pts[j][0], pts[i][1] - pts[j][1]);
      if (d < maxD) lines += `<line x1="${f(pts[i][0])}" y1="${f(pts[i][1])}" x2="${f(pts[j][0])}" y2="${f(pts[j][1])}"/>`;
    }
  const dots = pts.map(([x, y], i) => `<circle cx="${f(x)}" cy="${f(y)}" r="${i % 4 === 0 ? 6 : 3.5}"/>`).join('');
  return `<g opacity="${opacity}"><g stroke="${color}" stroke-width="1.6">${lines}</g><g fill="${color}">${dots}</g></g>`;
}

// ---------------------------------------------------------------- motifs
/** Double helix between x0 and x1 around cy (optionally rotated around its centre). */
function helix(x0, x1, cy, { amp = 60, wl = 260, c1 = C.teal4, c2 = C.cyan5, rung = [C.teal2, C.accent], sw = 10, opacity = 1, rot = 0, phase = 0, rungEvery = 22 } = {}) {
  const strand = (ph) => {
    let d = '';
    for (let x = x0; x <= x1; x += 6) {
      const y = cy + amp * Math.sin(((x - x0) / wl) * 2 * Math.PI + ph);
      d += `${d ? 'L' : 'M'}${f(x)} ${f(y)}`;
    }
    return d;
  };
  let rungs = '';
  let k = 0;
  for (let x = x0 + 8; x <= x1 - 8; x += rungEvery, k++) {
    const a = ((x - x0) / wl) * 2 * Math.PI + phase;
    const ya = cy + amp * Math.sin(a);
    const yb = cy + amp * Math.sin(a + Math.PI);
    const depth = Math.abs(Math.cos(a));
    rungs += `<line x1="${f(x)}" y1="${f(ya)}" x2="${f(x)}" y2="${f(yb)}" stroke="${rung[k % 7 === 3 ? 1 : 0]}" stroke-width="${f(sw * 0.45)}" opacity="${f((0.35 + 0.5 * depth) * 100) / 100}" stroke-linecap="round"/>`;
  }
  const cx = (x0 + x1) / 2;
  return `<g transform="rotate(${rot} ${f(cx)} ${f(cy)})" opacity="${opacity}">${rungs}<path d="${strand(phase + Math.PI)}" fill="none" stroke="${c2}" stroke-width="${sw}" stroke-linecap="round" opacity="0.85"/><path d="${strand(phase)}" fill="none" stroke="${c1}" stroke-width="${sw}" stroke-linecap="round"/></g>`;
}

function scissors(cx, cy, s, rot, { blade = C.s200, handle = C.accent, pivot = C.teal7 } = {}) {
  const half = (sign) =>
    `<g transform="rotate(${sign * 13})"><path d="M-6 ${-7 * sign} L170 ${-4 * sign} Q182 0 170 ${3 * sign} L-6 ${8 * sign} Z" fill="${blade}" stroke="${C.s400}" stroke-width="1.5"/><line x1="0" y1="0" x2="-62" y2="${22 * sign}" stroke="${handle}" stroke-width="14" stroke-linecap="round"/><circle cx="-92" cy="${30 * sign}" r="30" fill="none" stroke="${handle}" stroke-width="13"/></g>`;
  return `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${rot}) scale(${s})">${half(1)}${half(-1)}<circle r="9" fill="${pivot}" stroke="#fff" stroke-width="3"/></g>`;
}

/** Microcentrifuge tube; (x, y) = top centre. */
function tube(x, y, s, { liquid = C.teal5, liquid2, cap = C.teal7, label = '', sub = '' } = {}) {
  const cl = id('tcl');
  const lg = id('tlg');
  const body = 'M-52 56 L52 56 L47 250 Q42 300 0 350 Q-42 300 -47 250 Z';
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${s})"><defs><clipPath id="${cl}"><path d="${body}"/></clipPath>${linGrad(lg, [[0, liquid2 || liquid], [1, liquid]], { x1: 0, y1: 0, x2: 0, y2: 1 })}</defs>
  <rect x="-40" y="-40" width="80" height="30" rx="10" fill="${cap}" opacity="0.75"/>
  <rect x="-10" y="-14" width="20" height="20" fill="${cap}" opacity="0.75"/>
  <rect x="-62" y="2" width="124" height="36" rx="9" fill="${cap}"/>
  <rect x="-56" y="36" width="112" height="22" rx="4" fill="${cap}" opacity="0.85"/>
  <path d="${body}" fill="#ffffff" opacity="0.9"/>
  <g clip-path="url(#${cl})"><rect x="-60" y="205" width="120" height="160" fill="url(#${lg})" opacity="0.9"/><ellipse cx="0" cy="205" rx="52" ry="6" fill="#ffffff" opacity="0.45"/></g>
  <path d="${body}" fill="none" stroke="${C.s300}" stroke-width="3"/>
  <path d="M-38 70 L-34 240" stroke="#ffffff" stroke-width="7" stroke-linecap="round" opacity="0.8"/>
  ${label ? `<rect x="-44" y="80" width="88" height="${sub ? 92 : 64}" rx="7" fill="#ffffff" stroke="${C.s200}" stroke-width="2"/><rect x="-44" y="80" width="88" height="12" rx="6" fill="${cap}"/>${text(0, 128, label, { size: 19, anchor: 'middle', weight: 700, fill: C.s700 })}${sub ? text(0, 156, sub, { size: 13, anchor: 'middle', fill: C.s500 }) : ''}` : ''}
  </g>`;
}

/** Screw-cap cryovial; (x, y) = top centre. */
function cryovial(x, y, s, { liquid = C.teal5, cap = C.teal7, label = '', sub = '' } = {}) {
  const cl = id('ccl');
  const body = 'M-44 70 L44 70 L44 300 Q44 330 20 338 L-20 338 Q-44 330 -44 300 Z';
  let ridges = '';
  for (let i = -36; i <= 36; i += 12) ridges += `<line x1="${i}" y1="8" x2="${i}" y2="56" stroke="#ffffff" stroke-width="3" opacity="0.25"/>`;
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${s})"><defs><clipPath id="${cl}"><path d="${body}"/></clipPath></defs>
  <rect x="-50" y="0" width="100" height="66" rx="10" fill="${cap}"/>${ridges}
  <path d="${body}" fill="#ffffff" opacity="0.92"/>
  <g clip-path="url(#${cl})"><rect x="-50" y="250" width="100" height="100" fill="${liquid}" opacity="0.85"/></g>
  <path d="${body}" fill="none" stroke="${C.s300}" stroke-width="3"/>
  <rect x="-30" y="338" width="60" height="12" rx="3" fill="${C.s300}"/>
  ${label ? `<rect x="-40" y="96" width="80" height="${sub ? 120 : 80}" rx="6" fill="#ffffff" stroke="${C.s200}" stroke-width="2"/><rect x="-40" y="96" width="80" height="12" rx="6" fill="${cap}"/>${text(0, 146, label, { size: 17, anchor: 'middle', weight: 700, fill: C.s700 })}${sub ? text(0, 176, sub, { size: 12, anchor: 'middle', fill: C.s500 }) : ''}` : ''}
  <path d="M-30 84 L-30 290" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.8"/>
  </g>`;
}

/** Reagent bottle; (x, y) = top centre. */
function bottle(x, y, s, { cap = C.teal7, band = C.teal6, liquid = C.teal1, name = '', sub = '', accent = C.accent } = {}) {
  const cl = id('bcl');
  const body = 'M-96 96 Q-96 80 -80 80 L80 80 Q96 80 96 96 L96 372 Q96 392 76 392 L-76 392 Q-96 392 -96 372 Z';
  let ridges = '';
  for (let i = -44; i <= 44; i += 11) ridges += `<line x1="${i}" y1="6" x2="${i}" y2="52" stroke="#ffffff" stroke-width="3" opacity="0.22"/>`;
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${s})"><defs><clipPath id="${cl}"><path d="${body}"/></clipPath></defs>
  <rect x="-54" y="0" width="108" height="58" rx="8" fill="${cap}"/>${ridges}
  <rect x="-40" y="56" width="80" height="28" fill="${C.s200}"/>
  <path d="${body}" fill="#fbfdfe"/>
  <g clip-path="url(#${cl})"><rect x="-100" y="150" width="200" height="250" fill="${liquid}" opacity="0.7"/></g>
  <path d="${body}" fill="none" stroke="${C.s300}" stroke-width="3"/>
  <rect x="-84" y="176" width="168" height="176" rx="8" fill="#ffffff" stroke="${C.s200}" stroke-width="2"/>
  <rect x="-84" y="176" width="168" height="34" rx="8" fill="${band}"/>
  <rect x="-84" y="200" width="168" height="10" fill="${band}"/>
  ${text(-72, 199, 'BioArk', { size: 16, fill: '#ffffff', weight: 700 })}
  <circle cx="66" cy="193" r="7" fill="${accent}"/>
  ${text(0, 258, name, { size: name.length > 9 ? 20 : 24, anchor: 'middle', weight: 700, fill: C.s700 })}
  ${sub ? text(0, 290, sub, { size: 13, anchor: 'middle', fill: C.s500 }) : ''}
  <line x1="-60" y1="316" x2="60" y2="316" stroke="${C.s200}" stroke-width="2"/>
  ${text(0, 338, 'For research use only', { size: 10, anchor: 'middle', fill: C.s400 })}
  <path d="M-78 100 L-78 370" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.9"/>
  </g>`;
}

/** Kit box in a simple oblique projection; (x, y) = front-face top-left. */
function kitBox(x, y, w, h, { face = C.teal7, side = C.teal9, top = C.teal5, title = '', sub = '', accent = C.accent } = {}) {
  const d = w * 0.28;
  const fg = id('kf');
  return `<g><defs>${linGrad(fg, [[0, face], [1, C.teal9]], { x1: 0, y1: 0, x2: 0.4, y2: 1 })}</defs>
  <path d="M${f(x)} ${f(y)} L${f(x + d)} ${f(y - d * 0.55)} L${f(x + w + d)} ${f(y - d * 0.55)} L${f(x + w)} ${f(y)} Z" fill="${top}"/>
  <path d="M${f(x + w)} ${f(y)} L${f(x + w + d)} ${f(y - d * 0.55)} L${f(x + w + d)} ${f(y + h - d * 0.55)} L${f(x + w)} ${f(y + h)} Z" fill="${side}"/>
  <rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="url(#${fg})"/>
  <rect x="${f(x)}" y="${f(y + h * 0.82)}" width="${f(w)}" height="${f(h * 0.07)}" fill="${accent}"/>
  ${text(x + 24, y + 46, 'BioArk', { size: 22, fill: '#ffffff', weight: 700 })}
  ${text(x + 24, y + h * 0.5, title, { size: title.length > 14 ? 26 : 32, fill: '#ffffff', weight: 700 })}
  ${sub ? text(x + 24, y + h * 0.5 + 34, sub, { size: 17, fill: C.teal1 }) : ''}
  </g>`;
}

/** Agarose gel with a ladder lane and optional sample lanes. sizes in bp. */
function dnaGel(x, y, w, h, { ladder, min, max, samples = [], labels = true, refs = [], bg = '#0c1d21', band = '#b8f5e4', seed = 'gel' } = {}) {
  const r = rng(seed);
  const lanes = 1 + samples.length;
  const padL = labels ? 86 : 24;
  const laneW = (w - padL - 24) / lanes;
  const top = y + 56;
  const usable = h - 90;
  const yOf = (bp) => top + ((Math.log(max * 1.15) - Math.log(bp)) / (Math.log(max * 1.15) - Math.log(min * 0.85))) * usable;
  const gf = id('gf');
  const gg = id('gg');
  let out = `<defs>${blur(gf, 2.2)}${linGrad(gg, [[0, '#12292e'], [1, bg]], { x1: 0, y1: 0, x2: 0, y2: 1 })}</defs><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="14" fill="url(#${gg})"/>`;
  for (let l = 0; l < lanes; l++) {
    const lx = x + padL + l * laneW + laneW * 0.14;
    out += `<rect x="${f(lx)}" y="${f(y + 22)}" width="${f(laneW * 0.72)}" height="12" rx="2" fill="#02090b" stroke="#29464c" stroke-width="1"/>`;
  }
  const bw = laneW * 0.72;
  const lx0 = x + padL + laneW * 0.14;
  let bands = '';
  for (const bp of ladder) {
    const yy = yOf(bp);
    const isRef = refs.includes(bp);
    bands += `<rect x="${f(lx0)}" y="${f(yy - (isRef ? 4 : 2.6))}" width="${f(bw)}" height="${isRef ? 8 : 5.2}" rx="2" fill="${band}" opacity="${isRef ? 1 : 0.82}"/>`;
    if (labels)
      out += text(x + padL - 14, yy + 5, bp >= 1000 ? `${bp / 1000} kb` : `${bp}`, { size: 14, fill: '#9fb8bd', anchor: 'end' });
  }
  samples.forEach((s, i) => {
    const lx = x + padL + (i + 1) * laneW + laneW * 0.14;
    for (const bp of s) {
      const yy = yOf(bp);
      bands += `<rect x="${f(lx)}" y="${f(yy - 3.2)}" width="${f(bw)}" height="6.4" rx="2" fill="${band}" opacity="${f((0.55 + r() * 0.45) * 100) / 100}"/>`;
    }
  });
  out += `<g filter="url(#${gf})" opacity="0.8">${bands}</g>${bands}`;
  return out;
}

/** Protein gel / membrane. sizes in kDa; coloured = {kDa: colour}. */
function proteinGel(x, y, w, h, { ladder, min, max, coloured = {}, mode = 'prestained', samples = [], labels = true, seed = 'pg' } = {}) {
  const r = rng(seed);
  const lanes = 1 + samples.length;
  const padL = labels ? 92 : 24;
  const laneW = (w - padL - 24) / lanes;
  const top = y + 50;
  const usable = h - 80;
  const yOf = (kd) => top + ((Math.log(max * 1.12) - Math.log(kd)) / (Math.log(max * 1.12) - Math.log(min * 0.88))) * usable;
  const membrane = mode === 'western';
  const bgc = membrane ? '#f4f1ea' : '#e9eef5';
  const bandC = membrane ? '#1f2933' : '#1e3a8a';
  const fid = id('pf');
  let out = `<defs>${blur(fid, 1.6)}</defs><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="12" fill="${bgc}" stroke="${C.s300}" stroke-width="2"/>`;
  const bw = laneW * 0.74;
  let bands = '';
  for (const kd of ladder) {
    const yy = yOf(kd);
    const col = coloured[kd] || bandC;
    bands += `<rect x="${f(x + padL + laneW * 0.13)}" y="${f(yy - 3.5)}" width="${f(bw)}" height="7" rx="3" fill="${col}" opacity="${coloured[kd] ? 1 : 0.85}"/>`;
    if (labels) out += text(x + padL - 14, yy + 5, `${kd}`, { size: 14, fill: C.s500, anchor: 'end' });
  }
  if (labels) out += text(x + padL - 14, y + 30, 'kDa', { size: 13, fill: C.s500, anchor: 'end', weight: 700 });
  samples.forEach((s, i) => {
    const lx = x + padL + (i + 1) * laneW + laneW * 0.13;
    for (const kd of s) {
      const yy = yOf(kd);
      bands += `<rect x="${f(lx)}" y="${f(yy - 4)}" width="${f(bw)}" height="8" rx="3" fill="${bandC}" opacity="${f((0.35 + r() * 0.55) * 100) / 100}"/>`;
    }
  });
  out += `<g filter="url(#${fid})">${bands}</g>`;
  return out;
}

/** Lipid nanoparticle: bilayer of head groups around a nucleic-acid cargo. */
function lipidSphere(cx, cy, R, { head = C.teal5, inner = C.teal3, tail = C.s400, cargo = C.accent, fill = '#ffffff', fillOp = 0.55 } = {}) {
  const n = Math.max(14, Math.round((2 * Math.PI * R) / 13));
  let heads = '';
  let tails = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 2 * Math.PI;
    const co = Math.cos(a);
    const si = Math.sin(a);
    heads += `<circle cx="${f(cx + co * R)}" cy="${f(cy + si * R)}" r="${f(R * 0.055 + 2)}" fill="${head}"/>`;
    heads += `<circle cx="${f(cx + co * R * 0.72)}" cy="${f(cy + si * R * 0.72)}" r="${f(R * 0.045 + 1.5)}" fill="${inner}"/>`;
    tails += `<line x1="${f(cx + co * R * 0.93)}" y1="${f(cy + si * R * 0.93)}" x2="${f(cx + co * R * 0.79)}" y2="${f(cy + si * R * 0.79)}"/>`;
  }
  let cargoPath = '';
  for (let t = 0; t <= 1.001; t += 0.02) {
    const xx = cx - R * 0.5 + t * R;
    const yy = cy + Math.sin(t * 4 * Math.PI) * R * 0.16;
    cargoPath += `${cargoPath ? 'L' : 'M'}${f(xx)} ${f(yy)}`;
  }
  return `<g><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${fill}" opacity="${fillOp}"/><g stroke="${tail}" stroke-width="${f(Math.max(1.2, R * 0.02))}" opacity="0.8">${tails}</g>${heads}<path d="${cargoPath}" fill="none" stroke="${cargo}" stroke-width="${f(Math.max(2.5, R * 0.05))}" stroke-linecap="round"/></g>`;
}

/** Polymer/DNA polyplex: a tangled cationic polymer wrapped around DNA. */
function polyplex(cx, cy, R, seed, { poly = C.teal6, dna = C.accent, dots = C.teal3 } = {}) {
  const r = rng(seed);
  let d = `M${f(cx)} ${f(cy)}`;
  for (let i = 0; i < 26; i++) {
    const a = r() * 2 * Math.PI;
    const rr = R * (0.2 + r() * 0.75);
    d += ` Q${f(cx + Math.cos(a + 0.6) * R * 0.9)} ${f(cy + Math.sin(a + 0.6) * R * 0.9)} ${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)}`;
  }
  let charges = '';
  for (let i = 0; i < 16; i++) {
    const a = r() * 2 * Math.PI;
    const rr = R * (0.55 + r() * 0.4);
    const px = cx + Math.cos(a) * rr;
    const py = cy + Math.sin(a) * rr;
    charges += `<circle cx="${f(px)}" cy="${f(py)}" r="${f(R * 0.07)}" fill="${dots}"/><path d="M${f(px - R * 0.035)} ${f(py)} L${f(px + R * 0.035)} ${f(py)} M${f(px)} ${f(py - R * 0.035)} L${f(px)} ${f(py + R * 0.035)}" stroke="#ffffff" stroke-width="${f(R * 0.015 + 0.8)}"/>`;
  }
  return `<g><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 1.05)}" fill="${C.teal1}" opacity="0.45"/>${helix(cx - R * 0.6, cx + R * 0.6, cy, { amp: R * 0.12, wl: R * 0.45, c1: dna, c2: C.accentDeep, sw: Math.max(2, R * 0.035), rung: [C.accentSoft, C.accentSoft], rungEvery: R * 0.08, rot: -25 })}<path d="${d}" fill="none" stroke="${poly}" stroke-width="${f(Math.max(2, R * 0.035))}" stroke-linecap="round" stroke-linejoin="round" opacity="0.85"/>${charges}</g>`;
}

function droplet(cx, cy, s, fill, opacity = 1) {
  return `<path transform="translate(${f(cx)} ${f(cy)}) scale(${s})" d="M0 -60 C18 -30 40 -8 40 16 C40 40 22 58 0 58 C-22 58 -40 40 -40 16 C-40 -8 -18 -30 0 -60 Z" fill="${fill}" opacity="${opacity}"/>`;
}

/** qPCR amplification plot. cts = cycle thresholds; colours per curve. */
function ampChart(x, y, w, h, { cts = [16, 19, 22, 25, 28], colors, dark = false, threshold = true, grid = true, axis = true } = {}) {
  const cols = colors || [C.teal6, C.cyan5, C.emerald, C.teal4, C.accent];
  const ax = dark ? '#5b7b80' : C.s400;
  const gr = dark ? '#1d3f44' : C.s200;
  const px = (c) => x + (c / 40) * w;
  const py = (v) => y + h - v * h * 0.9;
  let out = '';
  if (grid) for (let i = 1; i <= 4; i++) out += `<line x1="${f(x)}" y1="${f(y + (h * i) / 5)}" x2="${f(x + w)}" y2="${f(y + (h * i) / 5)}" stroke="${gr}" stroke-width="1.5"/>`;
  if (axis) out += `<path d="M${f(x)} ${f(y)} L${f(x)} ${f(y + h)} L${f(x + w)} ${f(y + h)}" fill="none" stroke="${ax}" stroke-width="3"/>`;
  cts.forEach((ct, i) => {
    let d = '';
    for (let c = 0; c <= 40; c += 0.5) {
      const v = 0.02 + 0.95 / (1 + Math.exp(-(c - ct - 2.2) / 1.5));
      d += `${d ? 'L' : 'M'}${f(px(c))} ${f(py(v))}`;
    }
    out += `<path d="${d}" fill="none" stroke="${cols[i % cols.length]}" stroke-width="${f(Math.max(3, w / 150))}" stroke-linecap="round"/>`;
  });
  if (threshold) out += `<line x1="${f(x)}" y1="${f(py(0.16))}" x2="${f(x + w)}" y2="${f(py(0.16))}" stroke="${C.accent}" stroke-width="2.5" stroke-dasharray="10 8"/>`;
  return out;
}
function meltChart(x, y, w, h, { tm = 0.62, color = C.teal6, dark = false, second = 0 } = {}) {
  const ax = dark ? '#5b7b80' : C.s400;
  let d = '';
  for (let t = 0; t <= 1.0001; t += 0.01) {
    let v = Math.exp(-((t - tm) ** 2) / 0.0022);
    if (second) v += second * Math.exp(-((t - tm + 0.22) ** 2) / 0.003);
    d += `${d ? 'L' : 'M'}${f(x + t * w)} ${f(y + h - v * h * 0.85 - 4)}`;
  }
  return `<path d="M${f(x)} ${f(y)} L${f(x)} ${f(y + h)} L${f(x + w)} ${f(y + h)}" fill="none" stroke="${ax}" stroke-width="3"/><path d="${d} L${f(x + w)} ${f(y + h)} L${f(x)} ${f(y + h)} Z" fill="${color}" opacity="0.12"/><path d="${d}" fill="none" stroke="${color}" stroke-width="4"/>`;
}

/** Plasmid map: backbone ring with coloured feature arcs. segs = [[startDeg, endDeg, colour]]. */
function plasmid(cx, cy, R, segs, { ring = C.s300, sw = 18, label = '', sub = '', labelColor = C.s700, subColor = C.s500 } = {}) {
  const pt = (deg, rr = R) => {
    const a = ((deg - 90) * Math.PI) / 180;
    return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr];
  };
  let out = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="none" stroke="${ring}" stroke-width="${f(sw * 0.55)}"/>`;
  for (const [a0, a1, col] of segs) {
    const [x0, y0] = pt(a0);
    const [x1, y1] = pt(a1 - 6);
    const large = a1 - a0 > 180 ? 1 : 0;
    out += `<path d="M${f(x0)} ${f(y0)} A${f(R)} ${f(R)} 0 ${large} 1 ${f(x1)} ${f(y1)}" fill="none" stroke="${col}" stroke-width="${sw}"/>`;
    const [ta, tb] = [pt(a1 - 6, R + sw * 0.85), pt(a1 - 6, R - sw * 0.85)];
    const [tc] = [pt(a1, R)];
    out += `<path d="M${f(ta[0])} ${f(ta[1])} L${f(tc[0])} ${f(tc[1])} L${f(tb[0])} ${f(tb[1])} Z" fill="${col}"/>`;
  }
  for (let d = 0; d < 360; d += 30) {
    const [a, b] = [pt(d, R - sw * 1.1), pt(d, R - sw * 1.6)];
    out += `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}" stroke="${ring}" stroke-width="2"/>`;
  }
  if (label) out += text(cx, cy + (sub ? -4 : 8), label, { size: Math.round(R * 0.2), anchor: 'middle', weight: 700, fill: labelColor });
  if (sub) out += text(cx, cy + R * 0.2 + 4, sub, { size: Math.round(R * 0.12), anchor: 'middle', fill: subColor });
  return out;
}

/** A cell: membrane, cytoplasm gradient, nucleus and a few organelles. */
function cell(cx, cy, rx, ry, rot, seed, { fill = C.teal3, edge = C.teal6, nucleus = C.teal7, glow = false, organelle = C.accent, op = 0.9 } = {}) {
  const r = rng(seed);
  const g = id('cg');
  let org = '';
  for (let i = 0; i < 5; i++) {
    const a = r() * 2 * Math.PI;
    const d = 0.55 + r() * 0.3;
    org += `<ellipse cx="${f(Math.cos(a) * rx * d)}" cy="${f(Math.sin(a) * ry * d)}" rx="${f(rx * 0.07)}" ry="${f(ry * 0.045)}" fill="${organelle}" opacity="0.7"/>`;
  }
  return `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(rot)})" opacity="${op}"><defs>${radGrad(g, glow ? [[0, fill, 0.95], [0.7, fill, 0.55], [1, edge, 0.25]] : [[0, '#ffffff', 0.9], [0.6, fill, 0.55], [1, edge, 0.6]], { cx: 0.45, cy: 0.4, r: 0.6 })}</defs><ellipse rx="${f(rx)}" ry="${f(ry)}" fill="url(#${g})" stroke="${edge}" stroke-width="${f(Math.max(1.5, rx * 0.03))}"/><ellipse cx="${f(rx * 0.08)}" cy="${f(-ry * 0.05)}" rx="${f(rx * 0.34)}" ry="${f(ry * 0.36)}" fill="${nucleus}" opacity="${glow ? 0.95 : 0.8}"/><ellipse cx="${f(rx * 0.14)}" cy="${f(-ry * 0.1)}" rx="${f(rx * 0.09)}" ry="${f(ry * 0.09)}" fill="#ffffff" opacity="0.35"/>${org}</g>`;
}
function cellField(x, y, w, h, n, seed, opts = {}) {
  const r = rng(seed + 'cells');
  let out = '';
  const placed = [];
  let tries = 0;
  while (placed.length < n && tries < n * 40) {
    tries++;
    const rx = (opts.rMin ?? 36) + r() * ((opts.rMax ?? 70) - (opts.rMin ?? 36));
    const cx = x + rx + r() * (w - 2 * rx);
    const cy = y + rx + r() * (h - 2 * rx);
    if (placed.some(([px, py, pr]) => Math.hypot(px - cx, py - cy) < (pr + rx) * 0.82)) continue;
    placed.push([cx, cy, rx]);
    const glow = opts.glowFraction ? r() < opts.glowFraction : !!opts.glow;
    out += cell(cx, cy, rx, rx * (0.72 + r() * 0.2), r() * 180, seed + placed.length, {
      ...opts.style,
      ...(glow ? opts.glowStyle || { glow: true, fill: C.green, edge: C.emerald, nucleus: '#065f46' } : {}),
    });
  }
  return out;
}

/** Lentiviral particle: envelope with glycoprotein spikes, conical capsid, two RNA genomes. */
function virus(cx, cy, R, { env = C.teal5, spike = C.teal7, knob = C.accent, capsid = C.teal8, rna = C.accent, rot = 0 } = {}) {
  const g = id('vg');
  let spikes = '';
  const n = Math.max(12, Math.round(R / 5));
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 2 * Math.PI + rot;
    const [x0, y0] = [cx + Math.cos(a) * R, cy + Math.sin(a) * R];
    const [x1, y1] = [cx + Math.cos(a) * R * 1.2, cy + Math.sin(a) * R * 1.2];
    spikes += `<line x1="${f(x0)}" y1="${f(y0)}" x2="${f(x1)}" y2="${f(y1)}" stroke="${spike}" stroke-width="${f(Math.max(2, R * 0.045))}" stroke-linecap="round"/><circle cx="${f(x1)}" cy="${f(y1)}" r="${f(Math.max(2.5, R * 0.07))}" fill="${knob}"/>`;
  }
  const deg = (rot * 180) / Math.PI + 30;
  let r1 = '';
  let r2 = '';
  for (let t = 0; t <= 1.001; t += 0.05) {
    const xx = cx - R * 0.28 + t * R * 0.5;
    r1 += `${r1 ? 'L' : 'M'}${f(xx)} ${f(cy - R * 0.06 + Math.sin(t * 12) * R * 0.05)}`;
    r2 += `${r2 ? 'L' : 'M'}${f(xx)} ${f(cy + R * 0.08 + Math.sin(t * 12 + 1.5) * R * 0.05)}`;
  }
  return `<g><defs>${radGrad(g, [[0, '#ffffff', 0.9], [0.55, env, 0.55], [1, env, 0.95]], { cx: 0.4, cy: 0.35, r: 0.65 })}</defs>${spikes}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="url(#${g})" stroke="${spike}" stroke-width="${f(Math.max(1.5, R * 0.03))}"/><g transform="rotate(${f(deg)} ${f(cx)} ${f(cy)})"><path d="M${f(cx - R * 0.42)} ${f(cy - R * 0.3)} L${f(cx + R * 0.45)} ${f(cy - R * 0.14)} Q${f(cx + R * 0.55)} ${f(cy)} ${f(cx + R * 0.45)} ${f(cy + R * 0.14)} L${f(cx - R * 0.42)} ${f(cy + R * 0.3)} Q${f(cx - R * 0.56)} ${f(cy)} ${f(cx - R * 0.42)} ${f(cy - R * 0.3)} Z" fill="${capsid}" opacity="0.85"/><path d="${r1}" fill="none" stroke="${rna}" stroke-width="${f(Math.max(1.5, R * 0.035))}"/><path d="${r2}" fill="none" stroke="${C.accentSoft}" stroke-width="${f(Math.max(1.5, R * 0.035))}"/></g></g>`;
}

function petri(cx, cy, R, seed, { colonies = 60, blueFraction = 0.15 } = {}) {
  const r = rng(seed + 'petri');
  const g = id('pd');
  let out = `<defs>${radGrad(g, [[0, '#fff7e0'], [1, '#f3e2b5']], { cx: 0.45, cy: 0.4, r: 0.6 })}</defs><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R + 14)}" fill="#ffffff" opacity="0.55" stroke="${C.s300}" stroke-width="3"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="url(#${g})" stroke="${C.s300}" stroke-width="2"/>`;
  for (let i = 0; i < colonies; i++) {
    const a = r() * 2 * Math.PI;
    const d = Math.sqrt(r()) * R * 0.88;
    const blue = r() < blueFraction;
    out += `<circle cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" r="${f(R * (0.018 + r() * 0.02))}" fill="${blue ? '#2563eb' : '#fffdf5'}" stroke="${blue ? '#1e3a8a' : '#e5d3a1'}" stroke-width="1.2"/>`;
  }
  out += `<path d="M${f(cx - R * 0.7)} ${f(cy - R * 0.45)} A${f(R)} ${f(R)} 0 0 1 ${f(cx - R * 0.2)} ${f(cy - R * 0.93)}" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.8" stroke-linecap="round"/>`;
  return out;
}

function wellPlate(x, y, w, h, seed, { rows = 8, cols = 12, values } = {}) {
  const r = rng(seed + 'plate');
  const cw = (w - 60) / cols;
  const ch = (h - 60) / rows;
  const rad = Math.min(cw, ch) * 0.38;
  let out = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="18" fill="#ffffff" stroke="${C.s300}" stroke-width="3"/><rect x="${f(x + 10)}" y="${f(y + 10)}" width="${f(w - 20)}" height="${f(h - 20)}" rx="12" fill="${C.s50}"/>`;
  for (let i = 0; i < rows; i++)
    for (let j = 0; j < cols; j++) {
      const v = values ? values(i, j, r) : r();
      const col = v > 0.66 ? C.teal6 : v > 0.33 ? C.teal4 : v > 0.12 ? C.teal2 : '#fde68a';
      out += `<circle cx="${f(x + 30 + cw * (j + 0.5))}" cy="${f(y + 30 + ch * (i + 0.5))}" r="${f(rad)}" fill="${col}" opacity="${f((0.35 + v * 0.6) * 100) / 100}" stroke="${C.s300}" stroke-width="1.5"/>`;
    }
  return out;
}

function flask(x, y, s, { liquid = '#fda4af', cap = C.teal7 } = {}) {
  const body = 'M0 120 L260 120 Q280 120 280 140 L280 300 Q280 320 260 320 L0 320 Q-20 320 -20 300 L-20 140 Q-20 120 0 120 Z';
  const cl = id('fl');
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${s})"><defs><clipPath id="${cl}"><path d="${body}"/></clipPath></defs>
  <path d="M200 120 L250 40 L290 56 L262 124 Z" fill="#ffffff" stroke="${C.s300}" stroke-width="3"/>
  <rect x="244" y="10" width="56" height="40" rx="8" transform="rotate(22 272 30)" fill="${cap}"/>
  <path d="${body}" fill="#ffffff" opacity="0.92"/>
  <g clip-path="url(#${cl})"><rect x="-30" y="262" width="330" height="70" fill="${liquid}" opacity="0.8"/></g>
  <path d="${body}" fill="none" stroke="${C.s300}" stroke-width="3"/>
  <rect x="20" y="150" width="120" height="70" rx="6" fill="#ffffff" stroke="${C.s200}" stroke-width="2"/><rect x="20" y="150" width="120" height="12" rx="6" fill="${cap}"/>
  ${text(80, 198, 'T75', { size: 22, anchor: 'middle', weight: 700, fill: C.s600 })}
  <path d="M0 140 L0 300" stroke="#ffffff" stroke-width="8" stroke-linecap="round"/>
  </g>`;
}

/** Linear DNA duplex schematic used to explain edits. */
function duplex(x0, x1, cy, { color = C.teal6, color2 = C.cyan7, sw = 10 } = {}) {
  return `<line x1="${f(x0)}" y1="${f(cy - 12)}" x2="${f(x1)}" y2="${f(cy - 12)}" stroke="${color}" stroke-width="${sw}" stroke-linecap="round"/><line x1="${f(x0)}" y1="${f(cy + 12)}" x2="${f(x1)}" y2="${f(cy + 12)}" stroke="${color2}" stroke-width="${sw}" stroke-linecap="round"/>`;
}
/** Cas9/dCas9 protein blob with guide RNA. */
function cas9(cx, cy, s, { fill = C.teal7, guide = C.accent, dead = false } = {}) {
  return `<g transform="translate(${f(cx)} ${f(cy)}) scale(${s})"><path d="M-90 -10 C-100 -70 -20 -96 30 -80 C90 -62 104 -10 84 30 C64 72 -6 84 -50 64 C-82 50 -86 30 -90 -10 Z" fill="${fill}" opacity="${dead ? 0.7 : 0.92}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/><path d="M-40 -20 C-20 -50 20 -50 40 -24" fill="none" stroke="${guide}" stroke-width="8" stroke-linecap="round"/><path d="M40 -24 q14 -14 28 0 q14 14 28 0" fill="none" stroke="${guide}" stroke-width="8" stroke-linecap="round"/>${
    dead ? text(0, 40, 'dCas9', { size: 26, anchor: 'middle', weight: 700, fill: '#ffffff' }) : text(0, 40, 'Cas9', { size: 28, anchor: 'middle', weight: 700, fill: '#ffffff' })
  }</g>`;
}

// ---------------------------------------------------------------- output
const written = [];
async function save(rel, w, h, svgText, quality = 80) {
  const file = path.join(OUT, rel);
  await mkdir(path.dirname(file), { recursive: true });
  const info = await sharp(Buffer.from(svgText), { density: 72 })
    .resize(w, h)
    .webp({ quality, effort: 6, smartSubsample: true })
    .toFile(file);
  written.push({ rel, size: info.size });
}

// ---------------------------------------------------------------- products
const DNA = {
  'gn8k-dna-marker': { cat: 'BADM3362', name: 'GN8K', ladder: [8000, 6000, 5000, 4000, 3000, 2000, 1500, 1000, 750, 500, 250, 100], refs: [3000, 1000], min: 100, max: 8000 },
  'gn10k-dna-marker': { cat: 'BADM3363', name: 'GN10K', ladder: [10000, 8000, 6000, 5000, 4000, 3000, 2000, 1500, 1000, 750, 500, 250, 100], refs: [3000, 1000], min: 100, max: 10000 },
  'gn15k-dna-marker': { cat: 'BADM3364', name: 'GN15K', ladder: [15000, 10000, 7500, 5000, 3000, 2000, 1500, 1000, 750, 500, 250], refs: [5000, 1000], min: 250, max: 15000 },
};
const PROTEIN = {
  'prestained-protein-marker-iv': { cat: 'BAPM2083', name: 'PPM IV', sub: '10-250 kDa', ladder: [250, 180, 130, 100, 70, 55, 40, 35, 25, 15, 10], coloured: { 70: C.accent, 25: C.emerald }, mode: 'prestained', min: 10, max: 250, liquid: '#3b5bdb', liquid2: '#7c3aed' },
  'western-protein-marker-i': { cat: 'BAPM2086', name: 'WPM I', sub: '20-200 kDa', ladder: [200, 120, 80, 60, 50, 40, 30, 20], coloured: {}, mode: 'western', min: 20, max: 200, liquid: '#475569', liquid2: '#64748b' },
};
const TRANSFECTION = {
  'bioarklipo-in-vitro-transfection-kit': { cat: 'BAL100688', name: 'BioArkLipo', sub: 'In Vitro Transfection Kit', kind: 'lipid', cap: C.teal7, band: C.teal6 },
  'bajet-transfection-reagent': { cat: 'BAL100668', name: 'BAJet', sub: 'Transfection Reagent', kind: 'jet', cap: C.cyan7, band: C.cyan7 },
  'bapoly-transfection-reagent': { cat: 'BAL100468', name: 'BAPoly', sub: 'Transfection Reagent', kind: 'poly', cap: C.teal9, band: C.teal8 },
};
const QPCR = {
  'sybr-green-qpcr-mix': { cat: 'BSY3320', name: 'SYBR qPCR', sub: '2x Master Mix', cts: [15, 18.5, 22, 25.5, 29], cap: C.emerald },
  'fast-sybr-green-qpcr-mix': { cat: 'BSY3323', name: 'Fast SYBR', sub: '2x Fast Mix', cts: [13, 16, 19, 22, 25], cap: C.accentDeep },
};
const EDIT = {
  'gene-knock-in': { cat: 'GEP-KI01', title: 'Knock-In', sub: 'Knock-in and tagging', mode: 'ki' },
  'gene-knock-out': { cat: 'GEP-KO02', title: 'Knock-Out', sub: 'CRISPR knock-out', mode: 'ko' },
  'gene-deletion': { cat: 'GEP-DL03', title: 'Deletion', sub: 'Large fragment deletion', mode: 'del' },
  'crispr-knock-down': { cat: 'GEP-KD04', title: 'Knock-Down', sub: 'CRISPRi and RNAi', mode: 'kd' },
  'overexpression-targeted-knock-in': { cat: 'GEP-SH05', title: 'Safe-Harbor KI', sub: 'AAVS1 / ROSA26', mode: 'sh' },
};

function editSchematic(x, y, w, h, mode) {
  const cy = y + h * 0.58;
  const x0 = x + 30;
  const x1 = x + w - 30;
  const mid = (x0 + x1) / 2;
  let out = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="22" fill="#ffffff" stroke="${C.s200}" stroke-width="2"/>`;
  if (mode === 'ki' || mode === 'sh') {
    out += duplex(x0, mid - 70, cy) + duplex(mid + 70, x1, cy);
    out += `<rect x="${f(mid - 70)}" y="${f(cy - 22)}" width="140" height="44" rx="8" fill="${C.accent}"/>`;
    out += text(mid, cy + 7, mode === 'sh' ? 'CDS' : 'TAG', { size: 20, anchor: 'middle', weight: 700, fill: '#ffffff' });
    out += `<rect x="${f(x0 + 40)}" y="${f(cy - 22)}" width="120" height="44" rx="8" fill="${C.teal7}" opacity="0.9"/>` + text(x0 + 100, cy + 7, mode === 'sh' ? 'AAVS1' : 'Exon', { size: 18, anchor: 'middle', weight: 700, fill: '#ffffff' });
    out += `<path d="M${f(mid - 120)} ${f(cy - 90)} Q${f(mid)} ${f(cy - 150)} ${f(mid + 120)} ${f(cy - 90)}" fill="none" stroke="${C.s400}" stroke-width="3" stroke-dasharray="8 7"/>`;
    out += `<path d="M${f(mid + 112)} ${f(cy - 100)} L${f(mid + 124)} ${f(cy - 86)} L${f(mid + 106)} ${f(cy - 82)} Z" fill="${C.s400}"/>`;
    out += text(mid, y + 44, mode === 'sh' ? 'Homology-directed insertion at a safe harbor' : 'HDR donor inserts the tag in frame', { size: 17, anchor: 'middle', fill: C.s500 });
  } else if (mode === 'ko') {
    out += duplex(x0, mid - 8, cy) + duplex(mid + 8, x1, cy);
    out += scissors(mid, cy - 80, 0.55, 90);
    out += `<path d="M${f(mid - 4)} ${f(cy - 30)} L${f(mid + 4)} ${f(cy + 30)}" stroke="${C.accent}" stroke-width="4"/>`;
    out += text(mid, y + 44, 'Cas9 double-strand break, NHEJ frameshift', { size: 17, anchor: 'middle', fill: C.s500 });
    out += text(mid, cy + 64, '-1 / +1 indel', { size: 18, anchor: 'middle', fill: C.teal7, weight: 700 });
  } else if (mode === 'del') {
    out += duplex(x0, mid - 130, cy) + duplex(mid + 130, x1, cy);
    out += `<g opacity="0.35">${duplex(mid - 120, mid + 120, cy, { color: C.s400, color2: C.s400 })}</g>`;
    out += `<path d="M${f(mid - 125)} ${f(cy + 40)} L${f(mid - 125)} ${f(cy + 56)} L${f(mid + 125)} ${f(cy + 56)} L${f(mid + 125)} ${f(cy + 40)}" fill="none" stroke="${C.accent}" stroke-width="4"/>`;
    out += scissors(mid - 125, cy - 70, 0.38, 90) + scissors(mid + 125, cy - 70, 0.38, 90);
    out += text(mid, cy + 86, 'up to 10 kb removed', { size: 18, anchor: 'middle', fill: C.teal7, weight: 700 });
    out += text(mid, y + 44, 'Paired guides excise the target region', { size: 17, anchor: 'middle', fill: C.s500 });
  } else {
    out += duplex(x0, x1, cy);
    out += cas9(mid - 60, cy - 40, 0.55, { dead: true });
    out += `<path d="M${f(mid + 80)} ${f(cy - 60)} l0 70" stroke="${C.accent}" stroke-width="6" stroke-linecap="round"/><path d="M${f(mid + 68)} ${f(cy + 0)} l12 16 l12 -16" fill="none" stroke="${C.accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
    out += text(mid + 100, cy - 20, 'mRNA', { size: 18, fill: C.s600, weight: 700 });
    out += text(mid, y + 44, 'dCas9-KRAB or shRNA silences expression', { size: 17, anchor: 'middle', fill: C.s500 });
  }
  return out;
}

async function products() {
  for (const [slug, p] of Object.entries(DNA)) {
    const s = slug;
    // cover: tube + compact gel
    await save(`products/${s}.webp`, 800, 800, svg(800, 800, productBackdrop(800, 800, s) + dnaGel(370, 150, 340, 520, { ladder: p.ladder, min: p.min, max: p.max, refs: p.refs, seed: s, labels: true }) + tube(215, 220, 1.15, { liquid: '#38bdf8', liquid2: '#1d4ed8', cap: C.teal7, label: p.name, sub: 'DNA Marker' }) + productFooter(800, 800, p.cat)));
    // gel close-up with samples
    const r = rng(s + 'samples');
    const samples = [0, 1, 2, 3].map(() => [Math.round(p.min * 3 + r() * p.max * 0.5), Math.round(p.min * 2 + r() * p.max * 0.2)]);
    await save(`products/${s}-2.webp`, 800, 800, svg(800, 800, productBackdrop(800, 800, s + '2') + dnaGel(90, 90, 620, 600, { ladder: p.ladder, min: p.min, max: p.max, refs: p.refs, samples, seed: s + 'g2' }) + productFooter(800, 800, `${p.name} on 1% agarose`)));
    // label / pack shot: three tubes + band pattern card
    await save(`products/${s}-3.webp`, 800, 800, svg(800, 800, productBackdrop(800, 800, s + '3') + tube(230, 210, 0.95, { liquid: '#38bdf8', liquid2: '#1d4ed8', label: p.name, sub: '500 μL' }) + tube(400, 180, 1.05, { liquid: '#38bdf8', liquid2: '#1d4ed8', label: p.name, sub: '500 μL' }) + tube(570, 210, 0.95, { liquid: '#38bdf8', liquid2: '#1d4ed8', label: p.name, sub: '500 μL' }) + productFooter(800, 800, p.cat)));
  }
  for (const [s, p] of Object.entries(PROTEIN)) {
    const gel = (x, y, w, h, extra = {}) => proteinGel(x, y, w, h, { ladder: p.ladder, min: p.min, max: p.max, coloured: p.coloured, mode: p.mode, seed: s, ...extra });
    await save(`products/${s}.webp`, 800, 800, svg(800, 800, productBackdrop(800, 800, s) + gel(380, 150, 320, 520) + tube(215, 220, 1.15, { liquid: p.liquid, liquid2: p.liquid2, cap: C.teal7, label: p.name, sub: p.sub }) + productFooter(800, 800, p.cat)));
    const r = rng(s + 'ps');
    const samples = [0, 1, 2, 3].map(() => Array.from({ length: 5 }, () => Math.round(p.min * 1.3 + r() * (p.max - p.min) * 0.8)));
    await save(`products/${s}-2.webp`, 800, 800, svg(800, 800, productBackdrop(800, 800, s + '2') + gel(90, 90, 620, 600, { samples, seed: s + 'g' }) + productFooter(800, 800, p.mode === 'western' ? 'Chemiluminescent detection' : 'SDS-PAGE, 4-20% gradient')));
    await save(`products/${s}-3.webp`, 800, 800, svg(800, 800, productBackdrop(800, 800, s + '3') + tube(260, 200, 1.0, { liquid: p.liquid, liquid2: p.liquid2, label: p.name, sub: '250 μL' }) + tube(520, 200, 1.0, { liquid: p.liquid, liquid2: p.liquid2, label: p.name, sub: '250 μL' }) + productFooter(800, 800, p.cat)));
  }
  for (const [s, p] of Object.entries(TRANSFECTION)) {
    const particle = (cx, cy, R, k) =>
      p.kind === 'lipid'
        ? lipidSphere(cx, cy, R)
        : p.kind === 'jet'
          ? lipidSphere(cx, cy, R, { head: C.cyan5, inner: C.teal3, cargo: C.accent })
          : polyplex(cx, cy, R, s + k);
    await save(`products/${s}.webp`, 800, 800, svg(800, 800, productBackdrop(800, 800, s) + particle(590, 250, 120, 'a') + particle(640, 470, 70, 'b') + droplet(560, 620, 0.8, C.teal5, 0.5) + bottle(300, 170, 1.28, { cap: p.cap, band: p.band, name: p.name, sub: p.sub }) + productFooter(800, 800, p.cat)));
    await save(`products/${s}-2.webp`, 800, 800, svg(800, 800, productBackdrop(800, 800, s + '2') + (p.kind === 'poly' ? polyplex(400, 380, 250, s + 'big') : particle(400, 380, 250, 'big')) + particle(140, 160, 60, 'c') + particle(660, 650, 70, 'd') + productFooter(800, 800, p.kind === 'poly' ? 'Cationic polymer / DNA polyplex' : 'Lipid / nucleic-acid complex')));
    const panel = `<rect x="90" y="90" width="620" height="600" rx="22" fill="#071a1d"/>` + cellField(100, 100, 600, 580, 14, s + 'tx', { glowFraction: p.kind === 'lipid' ? 0.8 : p.kind === 'jet' ? 0.72 : 0.6, style: { fill: '#1f3b40', edge: '#2f5a61', nucleus: '#0f2a2e', organelle: '#2f5a61', op: 0.95 } });
    await save(`products/${s}-3.webp`, 800, 800, svg(800, 800, productBackdrop(800, 800, s + '3') + panel + productFooter(800, 800, 'GFP reporter, 48 h post-transfection')));
  }
  for (const [s, p] of Object.entries(QPCR)) {
    const chartCard = (x, y, w, h) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="#ffffff" stroke="${C.s200}" stroke-width="2"/>` + ampChart(x + 40, y + 40, w - 80, h - 80, { cts: p.cts });
    await save(`products/${s}.webp`, 800, 800, svg(800, 800, productBackdrop(800, 800, s) + chartCard(360, 200, 360, 380) + tube(215, 220, 1.15, { liquid: '#fef3c7', liquid2: '#fde68a', cap: p.cap, label: p.name, sub: p.sub }) + productFooter(800, 800, p.cat)));
    await save(`products/${s}-2.webp`, 800, 800, svg(800, 800, productBackdrop(800, 800, s + '2') + chartCard(80, 100, 640, 560) + text(400, 700, 'Ten-fold dilution series, 40 cycles', { size: 20, anchor: 'middle', fill: C.s500 }) + productFooter(800, 800, p.cat)));
    await save(`products/${s}-3.webp`, 800, 800, svg(800, 800, productBackdrop(800, 800, s + '3') + `<rect x="80" y="100" width="640" height="560" rx="18" fill="#ffffff" stroke="${C.s200}" stroke-width="2"/>` + meltChart(130, 150, 540, 440, { tm: 0.6, color: p.cap }) + text(400, 700, 'Single specific melt peak', { size: 20, anchor: 'middle', fill: C.s500 }) + productFooter(800, 800, p.cat)));
  }
  for (const [s, p] of Object.entries(EDIT)) {
    await save(`products/${s}.webp`, 800, 800, svg(800, 800, productBackdrop(800, 800, s) + helix(120, 720, 210, { amp: 50, wl: 300, sw: 9, c1: C.teal6, c2: C.cyan7, rung: [C.teal3, C.accent], rot: -8 }) + kitBox(150, 370, 380, 270, { title: p.title, sub: p.sub }) + scissors(672, 300, 0.5, -24) + productFooter(800, 800, p.cat)));
    await save(`products/${s}-2.webp`, 800, 800, svg(800, 800, productBackdrop(800, 800, s + '2') + editSchematic(70, 200, 660, 400, p.mode) + productFooter(800, 800, p.cat)));
    const gelSamples = p.mode === 'ko' ? [[520], [520, 310, 210], [520, 300, 220], [520]] : p.mode === 'del' ? [[2400], [2400, 650], [650], [2400]] : p.mode === 'kd' ? [[400], [400], [400], [400]] : [[900], [900, 1600], [1600], [900]];
    await save(`products/${s}-3.webp`, 800, 800, svg(800, 800, productBackdrop(800, 800, s + '3') + dnaGel(110, 110, 580, 560, { ladder: [3000, 2000, 1500, 1000, 750, 500, 250, 100], min: 100, max: 3000, refs: [1000], samples: gelSamples, seed: s + 'val' }) + productFooter(800, 800, 'Genotyping PCR of edited clones')));
  }
  // vectors
  const segsA = [[8, 120, C.accent], [130, 190, C.teal6], [200, 260, C.cyan7], [270, 340, C.emerald]];
  const segsB = [[15, 95, C.teal6], [105, 215, C.accent], [225, 300, C.cyan5], [310, 350, C.teal9]];
  await save('products/cdna-vector-stock.webp', 800, 800, svg(800, 800, productBackdrop(800, 800, 'vc1') + plasmid(430, 380, 230, segsA, { label: 'pBA-ORF', sub: 'cDNA clone, 6.4 kb' }) + tube(150, 430, 0.7, { liquid: C.teal2, label: 'ORF', sub: 'plasmid' }) + productFooter(800, 800, 'VC-CDNA01')));
  await save('products/cdna-vector-stock-2.webp', 800, 800, svg(800, 800, productBackdrop(800, 800, 'vc1b') + petri(400, 390, 280, 'vc1') + productFooter(800, 800, 'Verified single-colony clones')));
  await save('products/cdna-vector-stock-3.webp', 800, 800, svg(800, 800, productBackdrop(800, 800, 'vc1c') + dnaGel(110, 110, 580, 560, { ladder: [10000, 6000, 4000, 3000, 2000, 1500, 1000, 500], min: 500, max: 10000, refs: [3000], samples: [[6400], [4300, 2100], [4300, 2100], [5200, 1200]], seed: 'vcgel' }) + productFooter(800, 800, 'Restriction digest QC')));
  await save('products/functional-vectors-kits-template.webp', 800, 800, svg(800, 800, productBackdrop(800, 800, 'vc2') + plasmid(560, 250, 120, segsB, { label: 'Cas9', sw: 12 }) + plasmid(640, 520, 90, segsA, { label: 'shRNA', sw: 10 }) + kitBox(90, 340, 380, 270, { title: 'Vector Kit', sub: 'Templates and controls' }) + productFooter(800, 800, 'VC-FVK02')));
  await save('products/functional-vectors-kits-template-2.webp', 800, 800, svg(800, 800, productBackdrop(800, 800, 'vc2b') + plasmid(230, 260, 130, segsA, { label: 'Lenti', sw: 13 }) + plasmid(560, 260, 130, segsB, { label: 'CRISPR', sw: 13 }) + plasmid(400, 560, 130, [[20, 160, C.emerald], [170, 250, C.accent], [260, 340, C.cyan7]], { label: 'AAVS1', sw: 13 }) + productFooter(800, 800, 'VC-FVK02')));
  await save('products/functional-vectors-kits-template-3.webp', 800, 800, svg(800, 800, productBackdrop(800, 800, 'vc2c') + tube(230, 200, 0.95, { liquid: C.teal2, label: 'pCas9', sub: 'template' }) + tube(400, 180, 1.05, { liquid: C.teal2, label: 'pLKO', sub: 'template' }) + tube(570, 200, 0.95, { liquid: C.teal2, label: 'pDonor', sub: 'template' }) + productFooter(800, 800, 'VC-FVK02')));
  // stable cell line
  await save('products/stable-cell-line-stock.webp', 800, 800, svg(800, 800, productBackdrop(800, 800, 'sc1') + cellField(380, 140, 360, 520, 8, 'sc1', { rMin: 48, rMax: 80, glowFraction: 0.35 }) + cryovial(230, 200, 1.2, { liquid: '#fda4af', label: 'Stable', sub: 'cell line' }) + productFooter(800, 800, 'SC-STK01')));
  await save('products/stable-cell-line-stock-2.webp', 800, 800, svg(800, 800, productBackdrop(800, 800, 'sc1b') + `<rect x="90" y="90" width="620" height="600" rx="22" fill="#071a1d"/>` + cellField(100, 100, 600, 580, 16, 'sc1b', { glowFraction: 0.95, style: { fill: '#1f3b40', edge: '#2f5a61', nucleus: '#0f2a2e', organelle: '#2f5a61' } }) + productFooter(800, 800, 'Uniform reporter expression')));
  await save('products/stable-cell-line-stock-3.webp', 800, 800, svg(800, 800, productBackdrop(800, 800, 'sc1c') + flask(150, 200, 1.6) + productFooter(800, 800, 'SC-STK01')));
  // lentivirus
  for (const [s, cat, label, sub, knob] of [
    ['cdna-lentivirus-stock', 'LV-CDNA01', 'ORF', 'lentivirus', C.accent],
    ['lentivirus-control-stock', 'LV-CTRL02', 'Control', 'GFP / Luc', C.emerald],
  ]) {
    await save(`products/${s}.webp`, 800, 800, svg(800, 800, productBackdrop(800, 800, s) + virus(560, 300, 130, { knob }) + virus(620, 560, 70, { knob, rot: 0.7 }) + virus(430, 520, 45, { knob, rot: 1.3 }) + cryovial(220, 200, 1.2, { liquid: '#fca5a5', label, sub }) + productFooter(800, 800, cat)));
    await save(`products/${s}-2.webp`, 800, 800, svg(800, 800, productBackdrop(800, 800, s + '2') + virus(400, 390, 240, { knob }) + productFooter(800, 800, 'VSV-G pseudotyped particle')));
    await save(`products/${s}-3.webp`, 800, 800, svg(800, 800, productBackdrop(800, 800, s + '3') + `<rect x="90" y="90" width="620" height="600" rx="22" fill="#071a1d"/>` + cellField(100, 100, 600, 580, 15, s + 'td', { glowFraction: 0.85, style: { fill: '#1f3b40', edge: '#2f5a61', nucleus: '#0f2a2e', organelle: '#2f5a61' } }) + productFooter(800, 800, 'Transduced HEK293T, MOI 5')));
  }
}

// ---------------------------------------------------------------- services (1200x800)
async function services() {
  const W = 1200;
  const H = 800;
  const segs = [[8, 110, C.accent], [120, 200, C.teal4], [210, 270, C.cyan5], [280, 345, C.emerald]];
  await save('services/custom-cloning.webp', W, H, svg(W, H, darkBackdrop(W, H, 'svc1') + plasmid(760, 400, 250, segs, { ring: '#3e6e73', sw: 26, label: 'pBA-Custom', sub: 'sequence-verified', labelColor: '#ffffff', subColor: C.teal2 }) + helix(60, 520, 620, { amp: 40, wl: 220, sw: 8, opacity: 0.6 })));
  await save('services/custom-cloning-2.webp', W, H, svg(W, H, darkBackdrop(W, H, 'svc1b', { glowX: 0.5, glowY: 0.5 }) + petri(600, 400, 300, 'svc1b', { colonies: 90 })));
  await save('services/custom-cloning-3.webp', W, H, svg(W, H, darkBackdrop(W, H, 'svc1c') + dnaGel(250, 110, 700, 580, { ladder: [10000, 6000, 4000, 3000, 2000, 1500, 1000, 500, 250], min: 250, max: 10000, refs: [3000], samples: [[5400, 1200], [5400, 1200], [6600], [5400, 1200], [4100, 2500]], seed: 'svcgel' })));
  await save('services/genome-editing.webp', W, H, svg(W, H, darkBackdrop(W, H, 'svc2') + helix(80, 1120, 420, { amp: 90, wl: 420, sw: 14, rot: -10 }) + scissors(620, 360, 1.0, -60, { blade: '#e2f3f1' })));
  await save('services/genome-editing-2.webp', W, H, svg(W, H, darkBackdrop(W, H, 'svc2b') + duplex(120, 1080, 480, { color: C.teal4, color2: C.cyan5, sw: 14 }) + cas9(600, 400, 1.4, { fill: C.teal5 }) + bokeh(W, H, 'svc2b', 14, [C.teal4, C.accent], { opacity: 0.14 })));
  await save('services/lab-supplies.webp', W, H, svg(W, H, productBackdrop(W, H, 'svc3') + bottle(330, 190, 1.2, { name: 'BAJet', sub: 'Transfection Reagent', cap: C.cyan7, band: C.cyan7 }) + tube(640, 250, 1.05, { liquid: '#38bdf8', liquid2: '#1d4ed8', label: 'GN10K', sub: 'DNA Marker' }) + tube(850, 250, 1.05, { liquid: '#3b5bdb', liquid2: '#7c3aed', label: 'PPM IV', sub: '10-250 kDa' }) + productFooter(W, H, '')));
  await save('services/lab-supplies-2.webp', W, H, svg(W, H, productBackdrop(W, H, 'svc3b') + `<rect x="160" y="120" width="880" height="560" rx="22" fill="#ffffff" stroke="${C.s200}" stroke-width="2"/>` + ampChart(220, 170, 760, 440, { cts: [14, 17, 20, 23, 26, 29] }) + productFooter(W, H, '')));
  await save('services/lentivirus-packaging.webp', W, H, svg(W, H, darkBackdrop(W, H, 'svc4', { glow: C.cyan5 }) + virus(760, 380, 200) + virus(1010, 640, 80, { rot: 0.5 }) + virus(430, 600, 60, { rot: 1.1 }) + virus(1040, 160, 55, { rot: 2 })));
  await save('services/lentivirus-packaging-2.webp', W, H, svg(W, H, darkBackdrop(W, H, 'svc4b') + cellField(120, 160, 960, 560, 9, 'svc4b', { rMin: 70, rMax: 110, glowFraction: 0.6 }) + virus(300, 110, 40) + virus(640, 90, 34, { rot: 1 }) + virus(980, 120, 42, { rot: 2 })));
  await save('services/lentivirus-packaging-3.webp', W, H, svg(W, H, productBackdrop(W, H, 'svc4c') + cryovial(380, 200, 1.3, { liquid: '#fca5a5', label: 'Mini', sub: '200 µl' }) + cryovial(600, 200, 1.3, { liquid: '#fca5a5', label: 'Midi', sub: '200 µl' }) + cryovial(820, 200, 1.3, { liquid: '#fca5a5', label: 'Maxi', sub: '200 µl' }) + productFooter(W, H, '')));
  await save('services/cell-line-generation.webp', W, H, svg(W, H, darkBackdrop(W, H, 'svc5') + cellField(80, 60, 1040, 680, 14, 'svc5', { rMin: 60, rMax: 110, glowFraction: 0.5 })));
  await save('services/cell-line-generation-2.webp', W, H, svg(W, H, productBackdrop(W, H, 'svc5b') + wellPlate(160, 140, 880, 560, 'svc5b', { values: (i, j, r) => Math.max(0, 1 - j / 9) * (0.7 + r() * 0.3) }) + productFooter(W, H, '')));
}

// ---------------------------------------------------------------- blog covers (1200x630)
async function blog() {
  const W = 1200;
  const H = 630;
  const covers = {
    'how-to-choose-a-dna-ladder': () => darkBackdrop(W, H, 'b1') + dnaGel(360, 60, 480, 510, { ladder: [10000, 8000, 6000, 5000, 4000, 3000, 2000, 1500, 1000, 750, 500, 250, 100], min: 100, max: 10000, refs: [3000, 1000], samples: [[4200], [1800, 600], [900]], seed: 'b1' }),
    'lipid-vs-polymer-transfection': () => darkBackdrop(W, H, 'b2') + lipidSphere(380, 315, 190, { fill: '#0b3a3c', fillOp: 0.6 }) + polyplex(840, 315, 190, 'b2', { poly: C.teal3 }),
    'sybr-green-qpcr-optimization-and-rox': () => darkBackdrop(W, H, 'b3') + ampChart(180, 110, 840, 420, { dark: true, cts: [14, 17, 20, 23, 26, 29] }),
    'validating-crispr-knock-outs': () => darkBackdrop(W, H, 'b4') + helix(60, 1140, 330, { amp: 70, wl: 360, sw: 12, rot: -6 }) + scissors(600, 300, 0.9, -70, { blade: '#e2f3f1' }),
    'aavs1-safe-harbor-knock-in': () => darkBackdrop(W, H, 'b5', { glow: C.accent, glowX: 0.5, glowY: 0.5 }) + helix(40, 1160, 520, { amp: 30, wl: 260, sw: 6, opacity: 0.3 }) + plasmid(600, 140, 70, [[20, 200, C.accent], [210, 340, C.teal4]], { ring: '#3e6e73', sw: 12 }) + `<path d="M600 222 L600 272" stroke="${C.s300}" stroke-width="4" stroke-dasharray="8 6"/><path d="M588 262 L600 280 L612 262" fill="none" stroke="${C.s300}" stroke-width="4"/>` + duplex(80, 470, 330, { color: C.teal4, color2: C.cyan5, sw: 14 }) + duplex(730, 1120, 330, { color: C.teal4, color2: C.cyan5, sw: 14 }) + `<rect x="480" y="290" width="240" height="80" rx="14" fill="${C.accent}"/>` + text(600, 343, 'AAVS1', { size: 38, anchor: 'middle', weight: 700, fill: '#ffffff' }),
    'lentivirus-titer-and-moi': () => darkBackdrop(W, H, 'b6', { glow: C.cyan5 }) + virus(380, 320, 150) + virus(720, 220, 80, { rot: 0.6 }) + virus(900, 430, 110, { rot: 1.4 }) + virus(1080, 160, 45, { rot: 2.1 }),
    'puromycin-kill-curve-for-stable-cell-lines': () => darkBackdrop(W, H, 'b7') + wellPlate(260, 95, 680, 440, 'b7', { values: (i, j, r) => Math.max(0, 1 - j / 8) * (0.75 + r() * 0.25) }),
    'shrna-vs-crispri-knock-down': () => darkBackdrop(W, H, 'b8') + helix(60, 1140, 560, { amp: 28, wl: 240, sw: 6, opacity: 0.35 }) + duplex(80, 1120, 400, { color: C.teal4, color2: C.cyan5, sw: 14 }) + cas9(420, 330, 1.1, { dead: true, fill: C.teal5 }) + `<path d="M740 250 L960 250 Q1010 250 1010 210 Q1010 170 960 170 L740 170" fill="none" stroke="${C.accent}" stroke-width="12" stroke-linecap="round"/><g stroke="${C.accentSoft}" stroke-width="5">${[780, 820, 860, 900, 940].map((x) => `<line x1="${x}" y1="178" x2="${x}" y2="242"/>`).join('')}</g>`,
    'prestained-protein-markers-for-western-transfer': () => darkBackdrop(W, H, 'b9') + proteinGel(230, 70, 360, 490, { ladder: [250, 180, 130, 100, 70, 55, 40, 35, 25, 15, 10], min: 10, max: 250, coloured: { 70: C.accent, 25: C.emerald }, samples: [[120, 60, 45], [120, 60, 45]], seed: 'b9' }) + proteinGel(650, 70, 320, 490, { ladder: [200, 120, 80, 60, 50, 40, 30, 20], min: 20, max: 200, mode: 'western', samples: [[60], [60]], seed: 'b9w' }),
    'plasmid-quality-for-transfection': () => darkBackdrop(W, H, 'b10') + plasmid(400, 315, 200, [[8, 110, C.accent], [120, 200, C.teal4], [210, 270, C.cyan5], [280, 345, C.emerald]], { ring: '#3e6e73', sw: 22 }) + `<path d="M720 480 C780 480 800 150 860 150 C920 150 930 420 1000 450 C1040 465 1080 470 1120 472" fill="none" stroke="${C.teal3}" stroke-width="6"/><line x1="720" y1="490" x2="1120" y2="490" stroke="#5b7b80" stroke-width="3"/>` + text(860, 130, '260 nm', { size: 22, anchor: 'middle', fill: C.teal2 }),
  };
  for (const [slug, make] of Object.entries(covers)) await save(`blog/${slug}.webp`, W, H, svg(W, H, make()));
}

// ---------------------------------------------------------------- hero (1600x900)
async function hero() {
  const W = 1600;
  const H = 900;
  await save('hero/hero-1.webp', W, H, svg(W, H, darkBackdrop(W, H, 'h1') + bokeh(W, H, 'h1', 16, [C.teal4, C.cyan5, C.accent], { opacity: 0.16 }) + helix(520, 1700, 470, { amp: 150, wl: 620, sw: 18, rot: -18, rungEvery: 26 }) + leftVignette(W, H, 0.6)), 68);
  await save('hero/hero-2.webp', W, H, svg(W, H, darkBackdrop(W, H, 'h2', { glow: C.emerald, glowX: 0.75 }) + cellField(720, 40, 860, 820, 12, 'h2', { rMin: 70, rMax: 130, glowFraction: 0.55 }) + leftVignette(W, H, 0.7)), 66);
  await save('hero/hero-3.webp', W, H, svg(W, H, darkBackdrop(W, H, 'h3', { glow: C.cyan5, glowX: 0.7 }) + virus(1100, 400, 200) + virus(1420, 700, 90, { rot: 0.8 }) + virus(820, 740, 70, { rot: 1.6 }) + lipidSphere(1420, 180, 110, { fill: '#0b3a3c', fillOp: 0.6 }) + lipidSphere(760, 200, 70, { fill: '#0b3a3c', fillOp: 0.6 }) + leftVignette(W, H, 0.65)), 68);
  await save('hero/hero-4.webp', W, H, svg(W, H, darkBackdrop(W, H, 'h4', { glow: C.accent, glowX: 0.72, glowY: 0.45 }) + plasmid(1100, 450, 300, [[8, 110, C.accent], [120, 200, C.teal4], [210, 270, C.cyan5], [280, 345, C.emerald]], { ring: '#3e6e73', sw: 30 }) + scissors(1100, 450, 0.9, -30, { blade: '#e2f3f1' }) + leftVignette(W, H, 0.65)), 68);
}

// ---------------------------------------------------------------- team (400x400)
async function team() {
  const people = [
    ['lena-hartwell', 'LH', C.teal7, C.sky9],
    ['rafael-okoye', 'RO', C.cyan7, C.teal9],
    ['mei-tanaka', 'MT', C.teal6, C.deep],
  ];
  for (const [slug, initials, a, b] of people) {
    const g = id('tg');
    const body = `<defs>${linGrad(g, [[0, a], [1, b]])}</defs><rect width="400" height="400" fill="url(#${g})"/>${helix(-20, 420, 330, { amp: 26, wl: 200, sw: 5, opacity: 0.35 })}<circle cx="200" cy="180" r="118" fill="#ffffff" opacity="0.12"/>${text(200, 218, initials, { size: 108, anchor: 'middle', weight: 700, fill: '#ffffff', spacing: 2 })}<circle cx="318" cy="82" r="12" fill="${C.accent}"/>`;
    await save(`team/${slug}.webp`, 400, 400, svg(400, 400, body));
  }
}

// ---------------------------------------------------------------- main
const groups = { products, services, blog, hero, team };
const wanted = process.argv.slice(2);
for (const [name, fn] of Object.entries(groups)) if (!wanted.length || wanted.includes(name)) await fn();

let failed = false;
for (const { rel, size } of written) {
  const limit = rel.startsWith('hero/') ? 90 * 1024 : 100 * 1024;
  if (size > limit) {
    failed = true;
    console.error(`too large: ${rel} ${(size / 1024).toFixed(1)} KB (limit ${limit / 1024} KB)`);
  }
}
const largest = written.reduce((a, b) => (b.size > a.size ? b : a), { rel: '-', size: 0 });
console.log(`${written.length} images written to public/images; largest ${largest.rel} ${(largest.size / 1024).toFixed(1)} KB`);
if (failed) process.exit(1);
