import {
  circle,
  clip,
  line,
  N,
  op,
  outlined,
  path,
  poly,
  rect,
  shadow,
  stroke,
  type Drawer,
} from './kit.ts';

const pentagon = (cx: number, cy: number, r: number, rot: number) => {
  const pts: number[] = [];
  for (let i = 0; i < 5; i++) {
    const a = ((rot + i * 72 - 90) * Math.PI) / 180;
    pts.push(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
  }
  return pts;
};

/** A football: the one ball every shopper names; its patches carry the colour. */
const ball: Drawer = (p) => {
  const cx = 400;
  const cy = 390;
  const R = 230;
  const patch = p.light ? p.lo : p.base;
  const seam = p.light ? p.edge : '#9ca3af';
  const centre = pentagon(cx, cy, 70, 0);
  let patches = poly(centre, patch);
  let seams = '';
  for (let i = 0; i < 5; i++) {
    const a = ((i * 72 - 90) * Math.PI) / 180;
    const b = ((i * 72 - 90 + 36) * Math.PI) / 180;
    patches += poly(
      pentagon(cx + Math.cos(b) * 205, cy + Math.sin(b) * 205, 74, 36 + i * 72),
      patch,
    );
    const vx = centre[i * 2] ?? cx;
    const vy = centre[i * 2 + 1] ?? cy;
    const wx = cx + Math.cos(a) * 130;
    const wy = cy + Math.sin(a) * 130;
    seams += line(`M ${vx} ${vy} L ${wx} ${wy}`, seam, 5);
    const pa = ((i * 72 - 90 - 36) * Math.PI) / 180;
    seams += line(`M ${wx} ${wy} L ${cx + Math.cos(b) * 150} ${cy + Math.sin(b) * 150}`, seam, 5);
    seams += line(`M ${wx} ${wy} L ${cx + Math.cos(pa) * 150} ${cy + Math.sin(pa) * 150}`, seam, 5);
  }
  const shade = path(
    `M ${cx + R} ${cy} A ${R} ${R} 0 0 1 ${cx - R * 0.6} ${cy + R * 0.8} A ${R * 1.1} ${R * 1.1} 0 0 0 ${cx + R} ${cy} Z`,
    '#000000',
    op(0.12),
  );
  return (
    shadow(400, 640, 200, 30) +
    outlined(circle(cx, cy, R, '#fbfbfa'), p.light ? p.edge : '#6b7280') +
    clip('ball', circle(cx, cy, R, '#fff'), seams + patches + shade) +
    circle(cx - 80, cy - 110, 40, '#ffffff', op(0.35)) +
    circle(cx, cy, R, 'none', stroke(p.light ? p.edge : '#6b7280', 6))
  );
};

/** Plate-loaded: stacked discs read as a dumbbell far better than two blocks. */
const dumbbell: Drawer = (p) => {
  const disc = (x: number, w: number, h: number) =>
    rect(x, 415 - h / 2, w, h, w / 2.4, p.base) +
    rect(x + w * 0.2, 415 - h / 2 + 18, w * 0.25, h - 36, w * 0.12, p.hi, op(0.7));
  let knurl = '';
  for (let x = 330; x < 470; x += 12) knurl += line(`M ${x} 398 L ${x + 6} 432`, N.metalLo, 3);
  return (
    shadow(400, 578, 300, 34) +
    rect(120, 397, 560, 36, 14, N.metal) +
    rect(120, 400, 560, 10, 5, N.metalHi) +
    knurl +
    outlined(
      disc(150, 58, 300) + disc(210, 48, 230) + disc(592, 58, 300) + disc(542, 48, 230),
      p.edge,
    ) +
    rect(262, 385, 30, 60, 8, N.metalLo) +
    rect(508, 385, 30, 60, 8, N.metalLo) +
    rect(262, 385, 30, 14, 6, N.metal) +
    rect(508, 385, 30, 14, 6, N.metal)
  );
};

export const sports = {
  ball,
  dumbbell,
} satisfies Record<string, Drawer>;
