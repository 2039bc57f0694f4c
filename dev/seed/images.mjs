// Decorative cover images for the demo data, drawn as SVG (gradients and geometric shapes, no
// text, so no fonts are needed) and encoded to JPEG with sharp. Deterministic: the same id, hue
// and motif always give the same picture.
//
// Motifs: ondas (waves), circulos (rings and bubbles), listras (diagonal stripes), cortina (stage
// curtain with a spotlight), grade (dot grid and network), confete (confetti), montanhas
// (layered mountains with a sun).

import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { coverCopiesOf, coverCopyUrl } from '@gn/core/cover-copies';
import { makeCoverCopies } from '../../functions/src/files/cover-copies.ts';

export const MOTIFS = ['ondas', 'circulos', 'listras', 'cortina', 'grade', 'confete', 'montanhas'];

/** Small deterministic PRNG (mulberry32) seeded with a FNV-1a hash of a string. */
function rng(seedText) {
  let h = 0x811c9dc5;
  for (const ch of seedText) h = Math.imul(h ^ ch.codePointAt(0), 0x01000193);
  let a = h >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

/** HSL (degrees, %, %) → '#rrggbb'. */
export function hsl(h, s, l) {
  h = ((h % 360) + 360) % 360;
  s /= 100;
  l /= 100;
  const k = (n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

const r1 = (n) => Math.round(n * 10) / 10;

function waves({ w, h, hue, r }) {
  let out = '';
  const layers = 5;
  for (let i = 0; i < layers; i++) {
    const base = h * (0.42 + i * 0.12);
    const amp = h * r.range(0.03, 0.08);
    const freq = r.range(1, 2.6);
    const phase = r.range(0, Math.PI * 2);
    const pts = [];
    for (let x = 0; x <= w; x += w / 96) {
      const y = base + amp * Math.sin((x / w) * Math.PI * 2 * freq + phase);
      pts.push(`${r1(x)},${r1(y)}`);
    }
    const fill = hsl(hue + i * 9, 65, 28 + i * 9);
    out += `<path d="M0,${h} L${pts.join(' L')} L${w},${h} Z" fill="${fill}" fill-opacity="${0.55 + i * 0.08}"/>`;
  }
  return out;
}

function rings({ w, h, hue, r }) {
  const cx = w * r.range(0.55, 0.8);
  const cy = h * r.range(0.3, 0.7);
  let out = '';
  for (let i = 1; i <= 14; i++) {
    out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(i * h * 0.045)}" fill="none" stroke="#fff" stroke-opacity="${r1(0.5 - i * 0.03)}" stroke-width="${r1(h * 0.006)}"/>`;
  }
  out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(h * 0.05)}" fill="${hsl(hue + 180, 70, 60)}"/>`;
  for (let i = 0; i < 36; i++) {
    const rad = h * r.range(0.01, 0.07);
    out += `<circle cx="${r1(r.range(0, w))}" cy="${r1(r.range(0, h))}" r="${r1(rad)}" fill="${hsl(hue + r.pick([0, 30, 200]), 70, r.range(45, 75))}" fill-opacity="${r1(r.range(0.15, 0.45))}"/>`;
  }
  return out;
}

function stripes({ w, h, hue, r }) {
  const angle = r.pick([-32, -24, 24, 32]);
  let out = `<g transform="rotate(${angle} ${w / 2} ${h / 2})">`;
  let x = -w;
  while (x < w * 2) {
    const sw = h * r.range(0.03, 0.16);
    if (r.next() < 0.6) {
      const light = r.range(35, 70);
      out += `<rect x="${r1(x)}" y="${-h}" width="${r1(sw)}" height="${h * 3}" fill="${hsl(hue + r.pick([0, 20, 160]), 70, light)}" fill-opacity="${r1(r.range(0.25, 0.6))}"/>`;
    }
    x += sw + h * r.range(0.01, 0.06);
  }
  out += `<rect x="${r1(w * 0.55)}" y="${-h}" width="${r1(h * 0.05)}" height="${h * 3}" fill="#fff" fill-opacity="0.55"/>`;
  return `${out}</g>`;
}

function curtain({ w, h, hue, r }) {
  const folds = 18;
  const fw = w / folds;
  let out = `<defs><linearGradient id="fold" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient>
<radialGradient id="spot" cx="0.5" cy="0.85" r="0.5"><stop offset="0" stop-color="${hsl(hue + 40, 90, 85)}" stop-opacity="0.85"/><stop offset="1" stop-color="${hsl(hue + 40, 90, 85)}" stop-opacity="0"/></radialGradient></defs>`;
  const open = w * r.range(0.22, 0.3);
  for (let i = 0; i < folds; i++) {
    const x = i * fw;
    if (x > open && x + fw < w - open) continue;
    out += `<rect x="${r1(x)}" y="0" width="${r1(fw + 1)}" height="${h}" fill="${hsl(hue, 75, 30 + (i % 2) * 4)}"/>`;
    out += `<rect x="${r1(x)}" y="0" width="${r1(fw + 1)}" height="${h}" fill="url(#fold)"/>`;
  }
  out += `<ellipse cx="${w / 2}" cy="${h * 0.86}" rx="${w * 0.28}" ry="${h * 0.1}" fill="url(#spot)"/>`;
  out += `<polygon points="${w / 2 - w * 0.05},0 ${w / 2 + w * 0.05},0 ${w / 2 + w * 0.26},${h * 0.88} ${w / 2 - w * 0.26},${h * 0.88}" fill="#fff" fill-opacity="0.08"/>`;
  const scallops = 12;
  let d = `M0,0 L${w},0 L${w},${h * 0.1}`;
  for (let i = scallops; i > 0; i--) {
    const x0 = (i * w) / scallops;
    const x1 = ((i - 1) * w) / scallops;
    d += ` Q${r1((x0 + x1) / 2)},${r1(h * 0.2)} ${r1(x1)},${r1(h * 0.1)}`;
  }
  out += `<path d="${d} Z" fill="${hsl(hue, 70, 22)}"/>`;
  out += `<rect x="0" y="${r1(h * 0.1 - 6)}" width="${w}" height="6" fill="${hsl(45, 80, 55)}" fill-opacity="0.8"/>`;
  return out;
}

function grid({ w, h, hue, r }) {
  const step = Math.round(h / 22);
  let out = '';
  for (let y = step / 2; y < h; y += step) {
    for (let x = step / 2; x < w; x += step) {
      const s = r.next();
      if (s < 0.08) continue;
      out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(step * (0.06 + s * 0.12))}" fill="#fff" fill-opacity="${r1(0.08 + s * 0.25)}"/>`;
    }
  }
  const nodes = Array.from({ length: 14 }, () => [r.range(0.05, 0.95) * w, r.range(0.08, 0.92) * h]);
  for (let i = 0; i < nodes.length; i++) {
    const [x1, y1] = nodes[i];
    const [x2, y2] = nodes[(i + 1 + r.int(0, 3)) % nodes.length];
    out += `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${hsl(hue + 150, 80, 70)}" stroke-opacity="0.45" stroke-width="${r1(step * 0.08)}"/>`;
  }
  for (const [x, y] of nodes) {
    out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(step * 0.3)}" fill="${hsl(hue + 150, 85, 65)}"/>`;
  }
  for (let i = 0; i < 4; i++) {
    const cx = r.range(0.1, 0.9) * w;
    const cy = r.range(0.1, 0.9) * h;
    const s = h * r.range(0.08, 0.2);
    const pts = Array.from({ length: 6 }, (_, k) => {
      const a = (Math.PI / 3) * k + Math.PI / 6;
      return `${r1(cx + s * Math.cos(a))},${r1(cy + s * Math.sin(a))}`;
    }).join(' ');
    out += `<polygon points="${pts}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="${r1(step * 0.1)}"/>`;
  }
  return out;
}

function confetti({ w, h, hue, r }) {
  const hues = [hue, hue + 60, hue + 180, hue + 300];
  let out = '';
  for (let i = 0; i < 140; i++) {
    const x = r.range(0, w);
    const y = r.range(0, h);
    const s = h * r.range(0.01, 0.04);
    const fill = hsl(r.pick(hues), 80, r.range(50, 72));
    const op = r1(r.range(0.55, 0.95));
    const rot = r.int(0, 359);
    const kind = r.int(0, 2);
    if (kind === 0)
      out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s / 2)}" fill="${fill}" fill-opacity="${op}"/>`;
    else if (kind === 1)
      out += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(s * 1.8)}" height="${r1(s * 0.6)}" fill="${fill}" fill-opacity="${op}" transform="rotate(${rot} ${r1(x)} ${r1(y)})"/>`;
    else
      out += `<polygon points="${r1(x)},${r1(y - s)} ${r1(x + s)},${r1(y + s)} ${r1(x - s)},${r1(y + s)}" fill="${fill}" fill-opacity="${op}" transform="rotate(${rot} ${r1(x)} ${r1(y)})"/>`;
  }
  return out;
}

function mountains({ w, h, hue, r }) {
  let out = '';
  const sx = w * r.range(0.6, 0.85);
  const sy = h * r.range(0.22, 0.35);
  out += `<defs><radialGradient id="sun"><stop offset="0" stop-color="${hsl(hue + 30, 95, 85)}" stop-opacity="0.9"/><stop offset="1" stop-color="${hsl(hue + 30, 95, 85)}" stop-opacity="0"/></radialGradient></defs>`;
  out += `<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(h * 0.3)}" fill="url(#sun)"/>`;
  out += `<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(h * 0.09)}" fill="${hsl(hue + 35, 95, 82)}"/>`;
  for (let i = 0; i < 30; i++) {
    out += `<circle cx="${r1(r.range(0, w))}" cy="${r1(r.range(0, h * 0.4))}" r="${r1(r.range(1, 3.2))}" fill="#fff" fill-opacity="${r1(r.range(0.3, 0.9))}"/>`;
  }
  for (let layer = 0; layer < 4; layer++) {
    const base = h * (0.5 + layer * 0.12);
    let x = 0;
    let d = `M0,${h} L0,${r1(base)}`;
    while (x < w) {
      const peakW = w * r.range(0.06, 0.16);
      const peakH = h * r.range(0.08, 0.25) * (1 - layer * 0.15);
      d += ` L${r1(x + peakW / 2)},${r1(base - peakH)} L${r1(x + peakW)},${r1(base - peakH * r.range(0, 0.4))}`;
      x += peakW;
    }
    d += ` L${w},${h} Z`;
    out += `<path d="${d}" fill="${hsl(hue - layer * 6, 45, 38 - layer * 8)}"/>`;
  }
  return out;
}

const DRAW = {
  ondas: waves,
  circulos: rings,
  listras: stripes,
  cortina: curtain,
  grade: grid,
  confete: confetti,
  montanhas: mountains,
};

/**
 * The SVG source of one cover.
 * @param {{ id: string, width: number, height: number, matiz: number, motivo: string }} spec
 */
export function coverSvg({ id, width: w, height: h, matiz: hue, motivo }) {
  const draw = DRAW[motivo];
  if (!draw) throw new Error(`unknown cover motif '${motivo}' for ${id}`);
  const r = rng(`${id}:${motivo}:${hue}`);
  const angle = r.int(0, 359);
  const body = draw({ w, h, hue, r });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${hsl(hue, 70, 16)}"/><stop offset="0.55" stop-color="${hsl(hue + 25, 65, 32)}"/><stop offset="1" stop-color="${hsl(hue + 50, 75, 46)}"/></linearGradient>
<radialGradient id="glow" cx="${r1(r.range(0.2, 0.8))}" cy="${r1(r.range(0.2, 0.6))}" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<rect width="${w}" height="${h}" fill="url(#glow)"/>
${body}
<rect width="${w}" height="${h}" fill="url(#shade)"/>
</svg>`;
}

const JPEG = { quality: 80, progressive: true };

/** JPEG bytes of one cover. */
export function renderCover(spec) {
  return sharp(Buffer.from(coverSvg(spec)))
    .jpeg(JPEG)
    .toBuffer();
}

/**
 * Renders and writes all covers under `fileStoreDir/<spec.path>` (with the WebP copies its name
 * promises, core/src/cover-copies.ts), a few at a time. A cover whose file already exists with the
 * same SVG source (hash in `seed/.covers.json`) is not re-rendered: re-seeding is quick.
 * @param {{ id: string, path: string, width: number, height: number, matiz: number, motivo: string }[]} specs
 * @returns {Promise<{ rendered: number, reused: number }>}
 */
export async function writeCovers(
  specs,
  fileStoreDir,
  { concurrency = Math.min(4, Math.max(2, availableParallelism())), force = false } = {},
) {
  const manifestFile = path.join(fileStoreDir, 'seed', '.covers.json');
  const manifest = force ? {} : await readFile(manifestFile, 'utf8').then(JSON.parse, () => ({}));
  const dirs = new Set(specs.map((s) => path.dirname(path.join(fileStoreDir, s.path))));
  await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
  const queue = [...specs];
  const next = {};
  let rendered = 0;
  let reused = 0;
  const worker = async () => {
    for (let spec = queue.shift(); spec; spec = queue.shift()) {
      const svg = coverSvg(spec);
      const hash = createHash('sha256').update(svg).digest('hex').slice(0, 16);
      const file = path.join(fileStoreDir, spec.path);
      next[spec.path] = hash;
      if (manifest[spec.path] === hash && (await exists(file))) {
        reused++;
        continue;
      }
      const jpeg = await sharp(Buffer.from(svg)).jpeg(JPEG).toBuffer();
      // The copies first, as an upload makes them: an original on disk means its copies are there.
      const copies = await makeCoverCopies(jpeg, coverCopiesOf(`/${spec.path}`)?.widths ?? []);
      for (const c of copies)
        await writeFile(path.join(fileStoreDir, coverCopyUrl(spec.path, c.width)), c.data);
      await writeFile(file, jpeg);
      rendered++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await writeFile(manifestFile, `${JSON.stringify({ ...manifest, ...next }, null, 2)}\n`);
  return { rendered, reused };
}

const exists = (file) =>
  stat(file).then(
    (s) => s.size > 0,
    () => false,
  );
