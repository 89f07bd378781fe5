import {
  N,
  box,
  circle,
  clip,
  ellipse,
  gloss,
  group,
  line,
  mix,
  op,
  outlined,
  path,
  rect,
  shadow,
  slab,
  stroke,
  type Drawer,
} from './kit.ts';

const leaf = (x: number, y: number, angle: number, color = '#65a30d', len = 46) =>
  group(ellipse(0, 0, len, len * 0.34, color), `translate(${x} ${y}) rotate(${angle})`);

const bean = (x: number, y: number, angle: number, color = '#6f3b1e') =>
  group(
    ellipse(0, 0, 26, 18, color) +
      path('M -20 -2 Q -6 8 6 -4 Q 14 -10 20 2', 'none', stroke('#2b140a', 4)),
    `translate(${x} ${y}) rotate(${angle})`,
  );

/** A saw-tooth heat seal across a bag, between x0 and x1. */
const crimp = (x0: number, x1: number, y: number, h: number, color: string) => {
  let d = `M ${x0} ${y}`;
  for (let x = x0; x < x1; x += 20) d += ` L ${x + 10} ${y + h} L ${Math.min(x + 20, x1)} ${y}`;
  return path(`${d} Z`, color);
};

const oliveOil: Drawer = (p) => {
  const glass = p.base;
  return (
    shadow(410, 652, 230) +
    outlined(
      rect(366, 110, 68, 64, 10, N.gold) +
        path(
          'M 378 170 L 422 170 L 422 250 Q 500 282 500 350 L 500 620 Q 500 650 470 650 L 330 650 Q 300 650 300 620 L 300 350 Q 300 282 378 250 Z',
          glass,
        ),
      p.edge,
    ) +
    rect(366, 110, 68, 16, 8, N.goldHi) +
    path(
      'M 318 356 Q 322 300 380 272 L 380 300 Q 334 322 334 356 L 334 600 L 318 600 Z',
      '#ffffff',
      op(0.35),
    ) +
    rect(476, 360, 10, 240, 5, p.lo2, op(0.6)) +
    rect(316, 410, 168, 180, 16, '#fbf3dc') +
    path('M 346 540 Q 400 520 450 450', 'none', stroke('#4d7c0f', 5)) +
    leaf(372, 520, -40) +
    leaf(408, 488, 30) +
    leaf(432, 468, -60) +
    ellipse(388, 548, 16, 20, '#3f6212') +
    ellipse(430, 516, 14, 18, '#1f2a0b') +
    rect(350, 436, 100, 10, 5, '#a16207', op(0.7)) +
    // a sprig on the floor
    path('M 520 640 Q 580 600 650 610', 'none', stroke('#4d7c0f', 5)) +
    leaf(560, 610, -20) +
    leaf(610, 596, 20) +
    ellipse(590, 630, 18, 22, '#3f6212') +
    ellipse(636, 626, 16, 20, '#65a30d')
  );
};

const teaBox: Drawer = (p) => {
  return (
    shadow(410, 652, 250) +
    outlined(box(210, 240, 300, 400, 100, { front: p.base, side: p.lo, top: p.hi }), p.edge) +
    rect(238, 280, 244, 290, 18, '#fff8e7') +
    ellipse(360, 500, 86, 16, '#dc2626') +
    ellipse(360, 496, 70, 11, '#f3f4f6') +
    path(
      'M 320 350 L 400 350 Q 396 392 376 412 Q 398 446 402 496 L 318 496 Q 322 446 344 412 Q 324 392 320 350 Z',
      '#fde8c8',
      stroke('#e5c79a', 4),
    ) +
    path(
      'M 325 372 L 395 372 Q 392 396 376 412 Q 396 446 398 490 L 322 490 Q 324 446 344 412 Q 328 396 325 372 Z',
      '#b45309',
    ) +
    path('M 330 380 L 390 380', 'none', stroke('#d97706', 6)) +
    rect(334, 420, 8, 60, 4, '#ffffff', op(0.35)) +
    path('M 345 330 Q 335 310 348 292 M 375 330 Q 365 310 378 292', 'none', stroke('#d6d3d1', 5)) +
    leaf(440, 330, -30, '#4d7c0f', 40) +
    leaf(452, 368, 20, '#65a30d', 36) +
    rect(270, 530, 180, 14, 7, p.base, op(0.8)) +
    rect(230, 590, 260, 12, 6, p.hi, op(0.5))
  );
};

const coffeeBag: Drawer = (p) => {
  const d = 'M 250 230 L 550 230 L 572 620 Q 574 648 546 648 L 254 648 Q 226 648 228 620 Z';
  return (
    shadow(400, 655, 240) +
    outlined(rect(246, 176, 308, 70, 8, p.lo) + path(d, p.base), p.edge) +
    crimp(246, 554, 176, 12, p.lo2) +
    rect(246, 212, 308, 10, 0, p.lo2, op(0.5)) +
    rect(228, 232, 344, 16, 0, N.gold) +
    circle(400, 290, 20, p.lo2, stroke(N.metal, 6)) +
    path('M 266 260 L 278 620', 'none', stroke(p.hi, 12) + op(0.5)) +
    rect(290, 340, 220, 220, 22, '#fbf3e4') +
    group(
      ellipse(0, 0, 62, 44, '#6f3b1e') +
        path('M -50 -4 Q -16 20 14 -8 Q 34 -24 50 4', 'none', stroke('#2b140a', 8)),
      'translate(400 430) rotate(-30)',
    ) +
    rect(330, 510, 140, 14, 7, '#6f3b1e', op(0.7)) +
    bean(210, 630, 20) +
    bean(250, 644, -30) +
    bean(590, 636, 40) +
    bean(630, 628, -10)
  );
};

/** Farfalle: the bow-tie reads as pasta at any size, where a penne reads as a chip. */
const farfalle = (x: number, y: number, angle: number, scale = 1) =>
  group(
    path(
      'M -44 -30 Q -14 -12 0 -8 Q 14 -12 44 -30 Q 54 0 44 30 Q 14 12 0 8 Q -14 12 -44 30 Q -54 0 -44 -30 Z',
      '#f2c14e',
      stroke('#c98f1d', 4),
    ) +
      rect(-9, -12, 18, 24, 6, '#e0a83a') +
      line('M -38 -18 L -38 18 M 38 -18 L 38 18', '#d9a23a', 4, ' stroke-dasharray="4 6"'),
    `translate(${x} ${y}) rotate(${angle}) scale(${scale})`,
  );

const pastaPack: Drawer = (p) => {
  let pieces = '';
  const spots: [number, number, number][] = [
    [320, 370, 20],
    [470, 360, -15],
    [390, 440, 10],
    [310, 510, -25],
    [490, 500, 30],
  ];
  for (const [x, y, a] of spots) pieces += farfalle(x, y, a, 1.35);
  return (
    shadow(400, 652, 260) +
    outlined(slab(220, 200, 360, 430, 30, 30, -18, p.base, p.lo), p.edge) +
    crimp(220, 580, 200, 14, p.lo2) +
    crimp(220, 580, 616, -14, p.lo2) +
    clip(
      'pasta-win',
      rect(262, 310, 276, 230, 90, '#fff'),
      rect(262, 310, 276, 230, 0, '#fff7e0') + pieces,
    ) +
    rect(262, 310, 276, 230, 90, 'none', stroke('#ffffff', 8)) +
    rect(300, 240, 200, 26, 13, p.ink, op(0.8)) +
    rect(330, 566, 140, 14, 7, p.ink, op(0.6)) +
    gloss(236, 230, 14, 360, 0.25) +
    farfalle(170, 634, -20, 1.2) +
    farfalle(636, 636, 25, 1.2)
  );
};

const legumeBag: Drawer = (p) => {
  let beans = '';
  for (let r = 0; r < 9; r++)
    for (let c = 0; c < 9; c++) {
      const x = 262 + c * 34 + (r % 2) * 17;
      const y = 330 + r * 32;
      beans +=
        ellipse(x, y, 15, 12, (r + c) % 3 ? '#e8a25a' : '#d48a43') +
        circle(x - 4, y - 4, 4, '#fff', op(0.35));
    }
  const d = 'M 240 240 L 560 240 L 576 624 Q 578 648 552 648 L 248 648 Q 222 648 224 624 Z';
  return (
    shadow(400, 655, 250) +
    outlined(path(d, '#f4f7fb'), '#94a3b8', 8) +
    clip('beans', path(d, '#fff'), beans) +
    path(d, '#ffffff', op(0.18)) +
    outlined(rect(232, 176, 336, 104, 12, p.base), p.edge) +
    crimp(232, 568, 176, 12, p.lo2) +
    rect(232, 250, 336, 30, 0, p.lo) +
    rect(290, 212, 220, 20, 10, p.ink, op(0.8)) +
    outlined(circle(400, 500, 72, p.base), p.edge, 6) +
    circle(400, 500, 52, 'none', stroke(p.hi2, 6) + op(0.8)) +
    leaf(400, 500, -40, p.ink, 30) +
    path('M 256 300 L 262 620', 'none', stroke('#ffffff', 12) + op(0.6)) +
    ellipse(200, 640, 15, 12, '#e8a25a') +
    ellipse(226, 648, 15, 12, '#d48a43') +
    ellipse(604, 644, 15, 12, '#e8a25a')
  );
};

const chocolateBar: Drawer = (p) => {
  let squares = '';
  for (let c = 0; c < 3; c++)
    for (let r = 0; r < 2; r++) {
      const x = 112 + c * 76;
      const y = 352 + r * 76;
      squares +=
        rect(x, y, 68, 68, 8, '#6b3a22') +
        rect(x + 8, y + 8, 52, 52, 6, '#5a2f1a') +
        rect(x + 8, y + 8, 40, 10, 5, '#8a5236');
    }
  let foil = 'M 330 330';
  for (let y = 330; y < 510; y += 20) foil += ` L ${y % 40 === 10 ? 346 : 330} ${y + 20}`;
  const bar =
    outlined(
      rect(100, 340, 240, 164, 10, '#4a2614') + rect(320, 320, 400, 204, 14, p.base),
      p.edge,
      9,
    ) +
    rect(100, 496, 240, 18, 6, '#3a1d0f') +
    squares +
    path(`${foil} L 300 510 L 300 330 Z`, N.metal) +
    rect(320, 504, 400, 20, 6, p.lo) +
    rect(400, 360, 260, 120, 18, '#fff8ec') +
    rect(430, 388, 160, 22, 11, p.base) +
    rect(430, 426, 110, 14, 7, p.lo, op(0.7)) +
    rect(340, 334, 360, 12, 6, p.hi, op(0.6));
  return shadow(400, 610, 300, 34) + group(bar, 'rotate(-14 410 430)');
};

/** A ruffled potato chip: the wavy ridges keep it from reading as a bean or a potato. */
const chip = (x: number, y: number, angle: number, s = 1) =>
  group(
    path(
      'M -56 -6 Q -52 -36 -20 -40 Q 10 -48 34 -34 Q 58 -22 56 4 Q 54 30 26 38 Q -6 48 -34 34 Q -58 22 -56 -6 Z',
      '#f9d46b',
      stroke('#d9a21e', 4),
    ) +
      line('M -44 -16 Q -30 -26 -16 -16 Q -2 -6 12 -16 Q 26 -26 42 -16', '#e0a92e', 5) +
      line('M -48 4 Q -34 -6 -20 4 Q -6 14 8 4 Q 22 -6 46 4', '#e0a92e', 5) +
      line('M -40 22 Q -26 12 -12 22 Q 2 32 16 22 Q 28 14 40 20', '#e0a92e', 5) +
      circle(-24, -30, 3.5, '#c2841a') +
      circle(26, 12, 3.5, '#c2841a'),
    `translate(${x} ${y}) rotate(${angle}) scale(${s})`,
  );

const chipsBag: Drawer = (p) => {
  const d = 'M 236 196 Q 400 180 564 196 Q 600 420 570 616 Q 400 634 230 616 Q 200 420 236 196 Z';
  return (
    shadow(400, 650, 250) +
    outlined(path(d, p.base), p.edge) +
    crimp(236, 564, 178, 28, p.lo) +
    crimp(230, 570, 628, -28, p.lo) +
    path('M 250 220 Q 236 420 256 600', 'none', stroke(p.hi, 16) + op(0.45)) +
    path('M 540 220 Q 560 420 540 600', 'none', stroke(p.lo, 16) + op(0.6)) +
    path(
      'M 400 300 L 424 352 L 482 336 L 460 388 L 512 418 L 456 440 L 476 494 L 420 474 L 400 526 L 380 474 L 324 494 L 344 440 L 288 418 L 340 388 L 318 336 L 376 352 Z',
      '#ffffff',
      op(0.9),
    ) +
    chip(400, 418, -10, 1.4) +
    rect(300, 250, 200, 24, 12, p.ink, op(0.8)) +
    rect(320, 556, 160, 14, 7, p.ink, op(0.6)) +
    chip(190, 630, 20, 0.9) +
    chip(620, 634, -25, 0.9)
  );
};

const waterPack: Drawer = (p) => {
  const bottle = (x: number, y: number) =>
    outlined(
      rect(x + 38, y - 12, 34, 26, 6, p.lo) +
        path(
          `M ${x + 35} ${y + 10} L ${x + 75} ${y + 10} Q ${x + 110} ${y + 40} ${x + 110} ${y + 80} L ${x + 110} ${y + 330} Q ${x + 110} ${y + 350} ${x + 90} ${y + 350} L ${x + 20} ${y + 350} Q ${x} ${y + 350} ${x} ${y + 330} L ${x} ${y + 80} Q ${x} ${y + 40} ${x + 35} ${y + 10} Z`,
          '#d6ecfa',
        ),
      '#7fa7c4',
      6,
    ) +
    rect(x, y + 150, 110, 80, 0, p.base) +
    rect(x, y + 150, 110, 14, 0, p.hi) +
    rect(x + 14, y + 90, 10, 50, 5, '#ffffff', op(0.8)) +
    rect(x + 14, y + 250, 10, 70, 5, '#ffffff', op(0.8)) +
    line(`M ${x + 4} ${y + 110} L ${x + 106} ${y + 110}`, '#a9cfe8', 4) +
    line(`M ${x + 4} ${y + 250} L ${x + 106} ${y + 250}`, '#a9cfe8', 4);
  return (
    shadow(420, 652, 290) +
    bottle(270, 246) +
    bottle(382, 246) +
    bottle(494, 246) +
    bottle(212, 290) +
    bottle(324, 290) +
    bottle(436, 290) +
    path('M 204 360 Q 380 330 612 300 L 612 580 Q 380 620 204 640 Z', '#ffffff', op(0.22)) +
    path('M 330 300 Q 330 220 410 220 Q 490 220 490 290', 'none', stroke('#ffffff', 16) + op(0.7)) +
    line('M 226 420 L 590 370', '#ffffff', 6, op(0.5))
  );
};

const detergent: Drawer = (p) => {
  const label = mix(p.base, '#ffffff', 0.85);
  return (
    shadow(410, 652, 250) +
    outlined(
      path(
        'M 400 260 L 420 170 Q 430 140 470 140 L 540 140 Q 590 140 590 190 L 590 300 Z',
        p.base,
      ) +
        rect(230, 150, 130, 90, 20, p.light ? '#374151' : '#f3f4f6') +
        slab(210, 220, 380, 420, 60, 30, -16, p.base, p.lo),
      p.edge,
    ) +
    path('M 470 180 L 540 180 Q 556 180 556 196 L 556 246 L 460 220 Z', p.bg, stroke(p.lo2, 5)) +
    rect(230, 150, 130, 22, 10, p.light ? '#4b5563' : '#ffffff') +
    ellipse(400, 450, 140, 130, label) +
    path(
      'M 350 400 L 380 384 Q 400 400 420 384 L 450 400 L 470 430 L 448 442 L 448 510 L 352 510 L 352 442 L 330 430 Z',
      p.light ? '#60a5fa' : p.base,
    ) +
    circle(470, 372, 18, '#93c5fd', stroke('#ffffff', 4)) +
    circle(500, 400, 11, '#93c5fd', stroke('#ffffff', 3)) +
    circle(310, 500, 14, '#93c5fd', stroke('#ffffff', 3)) +
    gloss(228, 280, 16, 300, 0.3)
  );
};

const petitBeurre = (x: number, y: number, angle: number) => {
  let scallops = '';
  for (let i = 0; i < 7; i++)
    scallops += circle(-78 + i * 26, -52, 13, '#e4a853') + circle(-78 + i * 26, 52, 13, '#e4a853');
  for (let i = 0; i < 4; i++)
    scallops += circle(-92, -39 + i * 26, 13, '#e4a853') + circle(92, -39 + i * 26, 13, '#e4a853');
  let dots = '';
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 2; j++) dots += circle(-48 + i * 32, -14 + j * 28, 4, '#b7772a');
  return group(
    scallops +
      rect(-92, -52, 184, 104, 10, '#e4a853') +
      rect(-76, -38, 152, 76, 8, '#eab565') +
      dots,
    `translate(${x} ${y}) rotate(${angle})`,
  );
};

const biscuits: Drawer = (p) => {
  return (
    shadow(400, 650, 300) +
    outlined(box(150, 290, 440, 190, 110, { front: p.base, side: p.lo, top: p.hi }), p.edge) +
    rect(210, 322, 200, 24, 12, p.ink, op(0.8)) +
    rect(210, 360, 140, 16, 8, p.ink, op(0.6)) +
    group(petitBeurre(0, 0, 0), 'translate(490 400) scale(0.62)') +
    petitBeurre(300, 560, -8) +
    petitBeurre(510, 575, 10)
  );
};

export const grocery = {
  'olive-oil': oliveOil,
  'tea-box': teaBox,
  'coffee-bag': coffeeBag,
  'pasta-pack': pastaPack,
  'legume-bag': legumeBag,
  'chocolate-bar': chocolateBar,
  'chips-bag': chipsBag,
  'water-pack': waterPack,
  detergent,
  biscuits,
} satisfies Record<string, Drawer>;
