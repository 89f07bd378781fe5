/**
 * Drawing kit shared by the product illustrations: colour maths, the palette a drawer gets and
 * terse SVG element helpers. Every drawing lives in an 800×800 frame with the floor at y≈650.
 */

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

const channels = (hex: string): [number, number, number] => {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const toHex = (c: number[]): string =>
  `#${c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Linear mix of two hex colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return toHex(ca.map((v, i) => v + ((cb[i] ?? 0) - v) * t));
}

export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);

/** WCAG relative luminance, 0 (black) … 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export interface Palette {
  /** The product colour itself. */
  base: string;
  /** Lit faces and highlights. */
  hi: string;
  hi2: string;
  /** Faces turned away from the light. */
  lo: string;
  lo2: string;
  /** Silhouette outline: keeps a white product visible on a light background. */
  edge: string;
  /** Marks printed on the product (label bars, motifs), readable against base. */
  ink: string;
  /** Liquid or glass tinted by the product colour (perfume, glasses, bottles). */
  tint: string;
  /** The studio background, for holes and cut-outs that show what is behind. */
  bg: string;
  light: boolean;
  dark: boolean;
}

/**
 * Shades are spread wider for very light and very dark colours: a fixed 20 % step on white or
 * black would leave a white product flat and a black one a single blob.
 */
export function makePalette(color: string, bg: string): Palette {
  const c = color.toLowerCase();
  const lum = luminance(c);
  const light = lum > 0.6;
  const dark = lum < 0.05;
  return {
    base: c,
    hi: lighten(c, dark ? 0.2 : 0.28),
    hi2: lighten(c, dark ? 0.38 : 0.55),
    lo: darken(c, light ? 0.12 : dark ? 0.3 : 0.2),
    lo2: darken(c, light ? 0.26 : dark ? 0.5 : 0.38),
    edge: light ? darken(c, 0.38) : darken(c, dark ? 0.55 : 0.42),
    ink: lum > 0.4 ? mix(darken(c, 0.6), '#1f2430', 0.3) : lighten(c, 0.85),
    tint: light ? mix(c, '#d8c27a', 0.35) : c,
    bg: bg.toLowerCase(),
    light,
    dark,
  };
}

/** Fixed colours for the parts of a product that do not take its colour. */
export const N = {
  metal: '#c4cad3',
  metalLo: '#8e97a4',
  metalHi: '#eef1f5',
  black: '#2a2e35',
  blackHi: '#444a54',
  blackLo: '#1a1d22',
  screen: '#121a27',
  glass: '#dbe8f4',
  glassLo: '#aebfd1',
  paper: '#fbf8f1',
  paperLo: '#e4dccb',
  white: '#ffffff',
  gold: '#d7aa45',
  goldLo: '#a47a26',
  goldHi: '#f4dc97',
  wood: '#dba56c',
  woodLo: '#b37b45',
  woodHi: '#efc797',
  leaf: '#5f8f3a',
  amber: '#c8661b',
};

const f = (v: number) => String(Math.round(v * 10) / 10);

export const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, a = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" fill="${fill}"${a}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, a = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${a}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${a}/>`;

export const path = (d: string, fill: string, a = '') => `<path d="${d}" fill="${fill}"${a}/>`;

export const poly = (pts: number[], fill: string, a = '') =>
  `<polygon points="${pts.map(f).join(' ')}" fill="${fill}"${a}/>`;

/** An unfilled stroke, for cables, rims and seams. */
export const line = (d: string, color: string, width: number, a = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"${a}/>`;

export const stroke = (color: string, width = 5) =>
  ` stroke="${color}" stroke-width="${f(width)}" stroke-linejoin="round"`;

export const op = (o: number) => ` opacity="${o}"`;

export const group = (content: string, transform: string) =>
  `<g transform="${transform}">${content}</g>`;

/** A soft floor shadow under the object; the gradient is defined once by the frame. */
export const shadow = (cx: number, cy: number, rx: number, ry = rx * 0.13) =>
  ellipse(cx, cy, rx, ry, 'url(#floor)');

/** A linear gradient definition; stops are [offset 0…1, colour, opacity?]. */
export function linear(
  id: string,
  stops: [number, string, number?][],
  [x1, y1, x2, y2]: [number, number, number, number] = [0, 0, 0, 1],
): string {
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
  return `<defs><linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient></defs>`;
}

export function radial(
  id: string,
  stops: [number, string, number?][],
  cx = 0.5,
  cy = 0.5,
  r = 0.5,
) {
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
  return `<defs><radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient></defs>`;
}

/**
 * A box in three-quarter view: front face at (x, y, w, h), the depth going up and to the right.
 * Returns front, side and top faces in that order of paint.
 */
export function box(
  x: number,
  y: number,
  w: number,
  h: number,
  depth: number,
  fills: { front: string; side: string; top: string },
  a = '',
): string {
  const dx = depth;
  const dy = depth * 0.55;
  return (
    poly([x, y, x + dx, y - dy, x + w + dx, y - dy, x + w, y], fills.top, a) +
    poly([x + w, y, x + w + dx, y - dy, x + w + dx, y + h - dy, x + w, y + h], fills.side, a) +
    rect(x, y, w, h, 0, fills.front, a)
  );
}

/** A camera or projector lens: metal ring, dark glass, a glint. */
export const lens = (cx: number, cy: number, r: number) =>
  circle(cx, cy, r + 3, N.metal) +
  circle(cx, cy, r, N.blackLo) +
  circle(cx, cy, r * 0.6, '#1d2a44') +
  circle(cx - r * 0.3, cy - r * 0.3, r * 0.22, '#ffffff', op(0.55));

/** A white highlight stripe, the cheap flat-style cue for a glossy surface. */
export const gloss = (x: number, y: number, w: number, h: number, o = 0.35) =>
  rect(x, y, w, h, Math.min(w, h) / 2, '#ffffff', op(o));

/**
 * Draws the shapes twice: first with a thick edge-coloured stroke, then plain on top, so only
 * the outer half of the stroke shows. That outlines a silhouette built from several overlapping
 * shapes without seams between them.
 */
export const outlined = (shapes: string, edge: string, width = 10) =>
  `<g stroke="${edge}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round">${shapes}</g>${shapes}`;

/**
 * A rounded slab with visible thickness: the back copy is shifted by (dx, dy) and joined to the
 * front by the band between their outer tangents.
 */
export function slab(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  dx: number,
  dy: number,
  front: string,
  side: string,
): string {
  const len = Math.hypot(dx, dy);
  const nx = -dy / len;
  const ny = dx / len;
  const corners: [number, number][] = [
    [x + r, y + r],
    [x + w - r, y + r],
    [x + w - r, y + h - r],
    [x + r, y + h - r],
  ];
  const dot = ([cx, cy]: [number, number]) => cx * nx + cy * ny;
  const sorted = [...corners].sort((a, b) => dot(a) - dot(b));
  const [lx, ly] = sorted[0] ?? corners[0]!;
  const [hx, hy] = sorted[3] ?? corners[2]!;
  const a: [number, number] = [hx + r * nx, hy + r * ny];
  const b: [number, number] = [lx - r * nx, ly - r * ny];
  return (
    rect(x + dx, y + dy, w, h, r, side) +
    poly([a[0], a[1], a[0] + dx, a[1] + dy, b[0] + dx, b[1] + dy, b[0], b[1]], side) +
    rect(x, y, w, h, r, front)
  );
}

/** Paints content only inside the clip shape (e.g. a cover picture that must not spill). */
export const clip = (id: string, shape: string, content: string) =>
  `<defs><clipPath id="${id}">${shape}</clipPath></defs><g clip-path="url(#${id})">${content}</g>`;

export type Drawer = (p: Palette) => string;
