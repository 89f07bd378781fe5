import {
  N,
  circle,
  clip,
  ellipse,
  group,
  line,
  mix,
  op,
  outlined,
  path,
  poly,
  rect,
  shadow,
  slab,
  stroke,
  type Drawer,
} from './kit.ts';

const pot: Drawer = (p) => {
  return (
    shadow(400, 650, 270) +
    outlined(
      line('M 215 430 L 140 430 Q 118 430 118 452 Q 118 474 140 474 L 215 474', N.black, 24) +
        line('M 585 430 L 660 430 Q 682 430 682 452 Q 682 474 660 474 L 585 474', N.black, 24) +
        path(
          'M 200 380 L 600 380 L 592 590 Q 588 642 530 642 L 270 642 Q 212 642 208 590 Z',
          p.base,
        ) +
        path('M 186 388 Q 196 290 400 280 Q 604 290 614 388 Z', p.base) +
        rect(372, 242, 56, 30, 12, N.black) +
        rect(390, 266, 20, 20, 4, N.blackHi),
      p.edge,
    ) +
    rect(180, 378, 440, 22, 11, p.lo) +
    path('M 236 370 Q 250 310 360 298', 'none', stroke(p.hi2, 12) + op(0.7)) +
    path('M 210 420 L 590 420 L 588 460 L 212 460 Z', p.lo, op(0.35)) +
    rect(238, 470, 18, 130, 9, p.hi2, op(0.55)) +
    path('M 560 420 L 590 420 L 586 590 Q 582 630 540 638 Z', p.lo, op(0.5))
  );
};

const pan: Drawer = (p) => {
  const inner = mix(p.base, '#1c1f24', 0.6);
  let speckles = '';
  for (let i = 0; i < 26; i++) {
    const a = i * 2.4;
    const r = 30 + ((i * 37) % 150);
    speckles += circle(330 + Math.cos(a) * r, 430 + Math.sin(a) * r * 0.55, 3, '#ffffff', op(0.18));
  }
  return (
    shadow(420, 620, 300, 40) +
    outlined(
      line('M 540 420 L 730 330', N.black, 44) +
        ellipse(330, 460, 230, 140, p.lo) +
        ellipse(330, 430, 230, 140, p.base),
      p.edge,
    ) +
    circle(712, 338, 10, p.bg) +
    line('M 560 416 L 640 378', N.metal, 30) +
    ellipse(330, 432, 200, 118, inner) +
    speckles +
    path('M 150 430 Q 160 350 270 320', 'none', stroke('#ffffff', 10) + op(0.25)) +
    path('M 112 470 Q 160 580 330 590', 'none', stroke(p.hi, 10) + op(0.5))
  );
};

const plates: Drawer = (p) => {
  let stack = '';
  for (let i = 0; i < 5; i++) {
    const y = 580 - i * 28;
    stack +=
      ellipse(400, y + 12, 270, 84, p.lo, stroke(p.edge, 5)) +
      ellipse(400, y, 270, 84, p.base) +
      ellipse(400, y, 270, 84, 'none', stroke(p.hi2, 4) + op(0.7));
  }
  return (
    shadow(400, 660, 300) +
    outlined(ellipse(400, 592, 270, 84, p.lo), p.edge) +
    stack +
    ellipse(400, 468, 190, 56, p.lo, op(0.45)) +
    outlined(
      path('M 230 330 Q 240 500 400 506 Q 560 500 570 330 Z', p.base) +
        ellipse(400, 330, 170, 50, p.base),
      p.edge,
    ) +
    ellipse(400, 334, 152, 40, p.lo) +
    path('M 254 370 Q 272 460 360 486', 'none', stroke(p.hi2, 12) + op(0.7)) +
    path('M 232 330 A 168 50 0 0 0 568 330', 'none', stroke(p.hi2, 5) + op(0.7))
  );
};

const glasses: Drawer = (p) => {
  const glass = mix(p.base, '#ffffff', p.light ? 0.2 : 0.35);
  const edge = p.light ? mix(p.base, '#475569', 0.6) : mix(p.base, '#000000', 0.3);
  const tumbler = (x: number, top: number, bottom: number, w: number, water: boolean) => {
    const b = w * 0.1;
    const d = `M ${x} ${top} L ${x + w} ${top} L ${x + w - b} ${bottom - 10} Q ${x + w - b - 2} ${bottom} ${x + w - b - 14} ${bottom} L ${x + b + 14} ${bottom} Q ${x + b + 2} ${bottom} ${x + b} ${bottom - 10} Z`;
    const level = top + (bottom - top) * 0.42;
    const lb = b * ((level - top) / (bottom - top));
    return (
      path(d, glass, op(0.75) + stroke(edge, 6)) +
      (water
        ? path(
            `M ${x + lb + 6} ${level} L ${x + w - lb - 6} ${level} L ${x + w - b - 4} ${bottom - 34} L ${x + b + 4} ${bottom - 34} Z`,
            mix(p.base, '#7dd3fc', 0.35),
            op(0.6),
          ) + ellipse(x + w / 2, level, w / 2 - lb - 6, 10, '#ffffff', op(0.5))
        : '') +
      rect(x + b + 6, bottom - 34, w - 2 * b - 12, 26, 8, mix(p.base, '#ffffff', 0.1), op(0.8)) +
      ellipse(x + w / 2, top, w / 2, 14, '#ffffff', op(0.55) + stroke(edge, 5)) +
      rect(x + 16, top + 30, 14, bottom - top - 90, 7, '#ffffff', op(0.7)) +
      rect(x + w - 34, top + 40, 8, bottom - top - 140, 4, '#ffffff', op(0.45))
    );
  };
  return (
    shadow(400, 650, 290) +
    tumbler(150, 260, 600, 160, false) +
    tumbler(490, 260, 600, 160, false) +
    tumbler(310, 300, 648, 180, true)
  );
};

const bedding: Drawer = (p) => {
  let dots = '';
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 9; c++)
      dots += circle(214 + c * 48 + (r % 2) * 24, 480 + r * 46, 7, p.hi2, op(0.7));
  return (
    shadow(400, 652, 290) +
    outlined(slab(170, 440, 460, 200, 40, 30, -20, p.base, p.lo), p.edge) +
    clip('bed-dots', rect(170, 440, 460, 200, 40, '#fff'), dots) +
    line('M 190 540 L 610 540', p.lo, 6, op(0.6)) +
    outlined(slab(196, 360, 410, 90, 28, 26, -16, p.hi, p.base), p.edge) +
    line('M 210 405 L 590 405', p.base, 5, op(0.6)) +
    outlined(
      path(
        'M 228 218 Q 400 192 572 218 Q 598 226 590 250 Q 580 300 590 344 Q 598 368 572 368 Q 400 350 228 368 Q 202 368 210 344 Q 220 300 210 250 Q 202 226 228 218 Z',
        p.hi2,
      ),
      p.edge,
    ) +
    path('M 248 240 Q 400 222 552 240', 'none', stroke(p.hi, 6) + op(0.8)) +
    rect(470, 190, 70, 460, 0, '#f5ecd9', op(0.95)) +
    rect(452, 440, 106, 110, 12, '#ffffff', stroke('#e2d6bf', 4)) +
    rect(468, 468, 74, 12, 6, '#9ca3af') +
    rect(468, 494, 50, 10, 5, '#cbd5e1')
  );
};

const towels: Drawer = (p) => {
  const towel = (x: number, y: number, w: number, h: number, fill: string) =>
    outlined(rect(x, y, w, h, h / 2.2, fill), p.edge) +
    rect(x + w - 110, y, 22, h, 0, p.hi2, op(0.6)) +
    rect(x + w - 76, y, 10, h, 0, p.hi2, op(0.6)) +
    path(
      `M ${x + 30} ${y + 14} Q ${x + 10} ${y + h / 2} ${x + 30} ${y + h - 14}`,
      'none',
      stroke(p.lo2, 6) + op(0.5),
    ) +
    rect(x + 60, y + 12, w - 200, 12, 6, '#ffffff', op(0.25));
  return (
    shadow(400, 652, 280) +
    towel(150, 530, 500, 120, p.base) +
    towel(170, 420, 460, 116, p.hi) +
    towel(190, 316, 420, 110, p.base) +
    outlined(rect(300, 200, 240, 120, 60, p.hi), p.edge) +
    circle(300, 260, 60, p.base, stroke(p.edge, 6)) +
    path('M 300 260 m -36 0 a 36 36 0 1 1 36 36 a 22 22 0 1 1 -22 -22', 'none', stroke(p.lo2, 6)) +
    rect(330, 214, 190, 12, 6, '#ffffff', op(0.3))
  );
};

/** Designed flat in a 560×360 rectangle and laid on the floor with an affine map. */
const rug: Drawer = (p) => {
  const cream = '#f7efdc';
  let zig = '';
  for (let x = 30; x < 530; x += 40)
    zig += poly([x, 30, x + 20, 14, x + 40, 30, x + 20, 46], cream, op(0.8));
  for (let x = 30; x < 530; x += 40)
    zig += poly([x, 330, x + 20, 314, x + 40, 330, x + 20, 346], cream, op(0.8));
  let fringe = '';
  for (let y = 10; y <= 350; y += 16)
    fringe += line(`M -26 ${y} L 0 ${y} M 560 ${y} L 586 ${y}`, cream, 5);
  const design =
    fringe +
    rect(0, 0, 560, 360, 6, p.lo2) +
    zig +
    rect(58, 58, 444, 244, 4, p.base) +
    rect(70, 70, 420, 220, 4, 'none', stroke(cream, 5)) +
    poly([280, 90, 420, 180, 280, 270, 140, 180], cream) +
    poly([280, 120, 374, 180, 280, 240, 186, 180], p.lo2) +
    poly([280, 150, 326, 180, 280, 210, 234, 180], p.hi2) +
    poly([70, 70, 130, 70, 70, 120], p.hi2) +
    poly([490, 70, 430, 70, 490, 120], p.hi2) +
    poly([70, 290, 130, 290, 70, 240], p.hi2) +
    poly([490, 290, 430, 290, 490, 240], p.hi2);
  const map = 'matrix(0.786 0.179 -0.444 0.694 260 230)';
  return (
    shadow(400, 585, 320, 46) +
    group(
      rect(0, 0, 560, 360, 6, p.edge) + rect(0, 10, 560, 360, 6, p.lo2),
      `translate(0 4) ${map}`,
    ) +
    group(design, map)
  );
};

const BOOKS = ['#e9dcc0', '#64748b', '#b45309', '#0f766e', '#f59e0b', '#9f1239', '#334155'];

const shelf: Drawer = (p) => {
  const back = p.dark ? mix(p.base, '#ffffff', 0.12) : mix(p.base, '#000000', p.light ? 0.2 : 0.35);
  const books = (x: number, y: number, n: number, offset: number) => {
    let s = '';
    for (let i = 0; i < n; i++) {
      const h = 96 + ((i * 17 + offset) % 30);
      const w = 26 + ((i * 7 + offset) % 12);
      const c = BOOKS[(i + offset) % BOOKS.length] ?? '#64748b';
      s += rect(x, y - h, w, h, 3, c) + rect(x + 4, y - h + 14, w - 8, 8, 2, '#ffffff', op(0.5));
      x += w + 4;
    }
    return s;
  };
  return (
    shadow(400, 656, 250) +
    outlined(rect(200, 120, 400, 530, 10, p.base), p.edge) +
    rect(224, 144, 352, 482, 4, back) +
    rect(224, 290, 352, 22, 0, p.base) +
    rect(224, 458, 352, 22, 0, p.base) +
    rect(224, 290, 352, 6, 0, p.hi) +
    rect(224, 458, 352, 6, 0, p.hi) +
    books(236, 290, 6, 0) +
    group(rect(0, -110, 30, 110, 3, '#0f766e'), 'translate(470 290) rotate(-14)') +
    rect(520, 250, 40, 40, 6, '#f5f5f4') +
    books(400, 458, 5, 3) +
    path('M 262 458 L 270 400 L 330 400 L 338 458 Z', '#d97706') +
    ellipse(288, 380, 16, 34, N.leaf) +
    ellipse(316, 372, 14, 36, '#4d7c0f') +
    ellipse(268, 390, 12, 26, '#65a30d') +
    path('M 280 626 Q 270 560 300 540 L 330 540 Q 360 560 350 626 Z', '#e2e8f0') +
    rect(380, 560, 170, 66, 8, '#a8a29e') +
    rect(390, 570, 150, 10, 5, '#ffffff', op(0.5)) +
    rect(200, 640, 30, 16, 4, p.lo2) +
    rect(570, 640, 30, 16, 4, p.lo2)
  );
};

const kettle: Drawer = (p) => {
  return (
    shadow(400, 656, 230) +
    outlined(
      line('M 520 270 Q 640 280 630 420 Q 622 520 540 540', p.base, 40) +
        path('M 290 300 L 210 250 L 204 270 L 280 350 Z', p.base) +
        path('M 300 250 Q 400 230 500 250 L 550 600 L 250 600 Z', p.base) +
        rect(230, 596, 340, 52, 18, N.black) +
        path('M 306 262 Q 400 216 494 262 Z', p.lo) +
        rect(380, 206, 40, 30, 10, N.black),
      p.edge,
    ) +
    line('M 540 292 Q 606 304 600 420', p.hi, 10, op(0.5)) +
    path('M 294 290 L 286 580', 'none', stroke(p.hi2, 16) + op(0.55)) +
    path('M 380 330 L 440 330 L 452 560 L 372 560 Z', '#cfe6f6', op(0.95) + stroke(p.lo, 4)) +
    path('M 376 440 L 446 440 L 452 560 L 372 560 Z', '#7dc3ea', op(0.8)) +
    line('M 430 370 L 446 370 M 432 410 L 446 410 M 434 480 L 448 480', '#ffffff', 4) +
    rect(230, 596, 340, 14, 7, N.blackHi) +
    circle(520, 622, 7, '#60a5fa')
  );
};

const blender: Drawer = (p) => {
  const jar = 'M 280 210 L 520 210 L 492 480 L 308 480 Z';
  return (
    shadow(400, 656, 220) +
    outlined(line('M 506 250 Q 600 260 590 350 Q 582 430 500 440', '#94a3b8', 24), '#64748b', 6) +
    outlined(path(jar, '#e9f2fa') + rect(264, 176, 272, 42, 14, N.black), '#64748b', 8) +
    path('M 300 330 L 500 330 L 492 474 L 308 474 Z', '#f9a8d4', op(0.9)) +
    ellipse(400, 330, 100, 10, '#fbcfe8') +
    line('M 350 450 L 450 440 M 360 430 L 440 460', N.metal, 8) +
    circle(400, 448, 10, N.metalLo) +
    rect(300, 230, 16, 220, 8, '#ffffff', op(0.8)) +
    line('M 480 250 L 470 300 M 476 340 L 468 380', '#94a3b8', 4) +
    rect(300, 176, 200, 12, 6, N.blackHi) +
    outlined(slab(270, 480, 260, 166, 34, 0, -10, p.base, p.lo), p.edge) +
    rect(290, 500, 220, 14, 7, p.hi, op(0.55)) +
    circle(400, 575, 36, N.metal) +
    circle(400, 575, 26, N.metalHi) +
    rect(396, 550, 8, 22, 4, N.metalLo) +
    circle(318, 575, 10, p.lo2) +
    circle(482, 575, 10, p.lo2)
  );
};

export const home = {
  pot,
  pan,
  plates,
  glasses,
  bedding,
  towels,
  rug,
  shelf,
  kettle,
  blender,
} satisfies Record<string, Drawer>;
