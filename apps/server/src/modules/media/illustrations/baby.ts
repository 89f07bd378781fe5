import {
  N,
  box,
  circle,
  ellipse,
  gloss,
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

const wheel = (cx: number, cy: number, r: number) => {
  let spokes = '';
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3;
    spokes += line(
      `M ${cx} ${cy} L ${cx + Math.cos(a) * r * 0.62} ${cy + Math.sin(a) * r * 0.62}`,
      N.metalLo,
      4,
    );
  }
  return (
    circle(cx, cy, r, N.black) +
    circle(cx, cy, r * 0.7, N.metal) +
    circle(cx, cy, r * 0.62, '#e5e7eb') +
    spokes +
    circle(cx, cy, r * 0.16, N.metalLo)
  );
};

const stroller: Drawer = (p) => {
  const hood = 'M 250 360 A 190 190 0 0 1 440 170 L 440 360 Z';
  return (
    shadow(410, 648, 260) +
    line('M 300 500 L 260 585', N.metalLo, 14) +
    line('M 520 500 L 560 585', N.metalLo, 14) +
    line('M 330 500 L 540 585', N.metal, 10) +
    line('M 490 500 L 280 585', N.metal, 10) +
    outlined(
      line('M 250 380 L 150 190', N.black, 18) + line('M 140 180 L 182 160', N.black, 30),
      N.blackLo,
      6,
    ) +
    outlined(
      path(hood, p.base) +
        path('M 240 350 L 620 350 Q 620 500 480 510 L 360 510 Q 240 500 240 350 Z', p.base),
      p.edge,
    ) +
    path('M 250 360 A 190 190 0 0 1 300 232 L 440 360 Z', p.hi, op(0.6)) +
    path('M 300 232 A 190 190 0 0 1 375 181 L 440 360 Z', p.lo, op(0.5)) +
    path('M 440 170 L 440 360 L 405 175 Z', p.lo2, op(0.4)) +
    rect(230, 340, 400, 26, 13, p.lo) +
    path('M 270 390 L 600 390 Q 590 460 500 470 L 350 470 Q 280 460 270 390 Z', p.hi, op(0.35)) +
    wheel(270, 585, 60) +
    wheel(560, 585, 60)
  );
};

const carSeat: Drawer = (p) => {
  const shell =
    'M 130 420 C 140 540, 220 600, 330 600 L 500 600 C 590 600, 640 560, 660 480 L 694 300 C 702 258, 664 246, 646 276 L 590 420 C 572 458, 540 468, 500 468 L 250 455 C 200 450, 160 440, 130 420 Z';
  return (
    shadow(410, 650, 280) +
    outlined(path('M 450 470 Q 440 250 580 222 Q 706 204 704 420 Z', p.lo), p.edge) +
    path('M 450 470 Q 440 250 580 222 Q 520 260 500 470 Z', p.hi, op(0.45)) +
    path('M 560 470 Q 560 260 640 218', 'none', stroke(p.lo2, 6) + op(0.5)) +
    outlined(line('M 290 470 C 250 170, 560 120, 600 380', N.black, 32), N.blackLo, 6) +
    outlined(
      path(shell, p.base) +
        path(
          'M 200 598 L 600 598 Q 640 598 640 630 L 640 648 L 170 648 Q 170 598 200 598 Z',
          N.black,
        ),
      p.edge,
    ) +
    line(
      'M 150 430 C 200 456, 240 462, 300 466 L 500 476 C 550 476, 584 460, 600 424 L 654 290',
      p.lo,
      28,
    ) +
    line('M 590 330 L 560 440', N.black, 12) +
    rect(540, 430, 30, 24, 6, N.metal) +
    path('M 165 470 C 200 560, 260 578, 340 578 L 560 578', 'none', stroke(p.hi, 12) + op(0.6)) +
    circle(410, 505, 34, N.blackHi) +
    circle(410, 505, 16, N.metal)
  );
};

const diaperPack: Drawer = (p) => {
  const skin = '#fde2c8';
  return (
    shadow(410, 650, 260) +
    outlined(
      path(
        'M 330 190 Q 330 130 400 130 Q 470 130 470 190 L 440 190 Q 440 160 400 160 Q 360 160 360 190 Z',
        p.hi,
      ) + slab(190, 200, 380, 440, 56, 46, -26, p.base, p.lo),
      p.edge,
    ) +
    path(
      'M 230 420 Q 230 360 290 360 Q 310 310 370 320 Q 420 280 470 330 Q 540 330 530 400 Q 560 440 520 470 L 260 470 Q 220 460 230 420 Z',
      '#ffffff',
      op(0.95),
    ) +
    circle(380, 420, 78, skin, stroke('#f2c6a0', 5)) +
    path('M 360 344 Q 380 320 398 344', 'none', stroke('#a16207', 7)) +
    circle(352, 412, 9, N.black) +
    circle(408, 412, 9, N.black) +
    path('M 350 448 Q 380 474 410 448', 'none', stroke('#c2410c', 6)) +
    circle(330, 440, 12, '#fca5a5', op(0.6)) +
    circle(430, 440, 12, '#fca5a5', op(0.6)) +
    circle(480, 250, 14, '#fff', op(0.6)) +
    circle(250, 270, 10, '#fff', op(0.5)) +
    circle(500, 560, 12, '#fff', op(0.5)) +
    rect(250, 540, 180, 22, 11, '#fff', op(0.85)) +
    rect(250, 574, 120, 16, 8, '#fff', op(0.6)) +
    gloss(206, 240, 14, 150, 0.3)
  );
};

const wipesPack: Drawer = (p) => {
  return (
    shadow(400, 640, 280) +
    outlined(slab(140, 330, 520, 270, 110, 0, 34, p.base, p.lo), p.edge) +
    path('M 200 360 Q 400 330 600 360', 'none', stroke(p.hi, 12) + op(0.6)) +
    outlined(
      rect(290, 250, 220, 150, 44, p.light ? '#e5e7eb' : '#ffffff'),
      p.light ? '#9ca3af' : p.edge,
      8,
    ) +
    rect(306, 266, 188, 118, 36, p.light ? '#f3f4f6' : '#f1f5f9') +
    rect(
      280,
      400,
      240,
      120,
      50,
      p.light ? '#d1d5db' : '#ffffff',
      stroke(p.light ? '#9ca3af' : p.edge, 6),
    ) +
    ellipse(400, 456, 80, 26, p.lo2) +
    path(
      'M 335 462 Q 330 400 365 380 Q 400 350 430 382 Q 470 400 465 462 Q 400 478 335 462 Z',
      '#ffffff',
      stroke('#d6dbe1', 4),
    ) +
    path('M 370 420 Q 400 400 430 420', 'none', stroke('#d6dbe1', 4)) +
    path('M 560 540 Q 590 500 620 520 Q 600 560 560 540 Z', '#ffffff', op(0.8)) +
    path('M 180 540 Q 200 500 240 505 Q 230 550 180 540 Z', '#ffffff', op(0.8))
  );
};

const babyBottle: Drawer = (p) => {
  let ticks = '';
  for (let i = 0; i < 5; i++)
    ticks += rect(440, 380 + i * 44, i % 2 ? 24 : 40, 7, 3, p.lo2, op(0.8));
  return (
    shadow(400, 650, 170) +
    outlined(
      path(
        'M 350 250 Q 348 214 376 206 Q 380 150 400 140 Q 420 150 424 206 Q 452 214 450 250 Z',
        '#f3d9a4',
      ) +
        rect(300, 240, 200, 70, 18, p.base) +
        rect(312, 300, 176, 348, 54, mix(p.base, '#ffffff', 0.72)),
      p.edge,
    ) +
    rect(326, 440, 148, 194, 42, '#fffdf5') +
    rect(326, 440, 148, 20, 6, '#f5ecd6') +
    rect(300, 240, 200, 16, 8, p.hi, op(0.8)) +
    rect(300, 290, 200, 20, 6, p.lo) +
    rect(332, 320, 18, 300, 9, '#ffffff', op(0.7)) +
    ticks +
    path('M 384 172 Q 392 160 398 154', 'none', stroke('#ffffff', 5) + op(0.6))
  );
};

const bodysuit: Drawer = (p) => {
  const d =
    'M 330 170 Q 400 230 470 170 L 560 196 L 650 282 L 600 338 L 548 302 L 548 500 Q 546 592 452 612 L 452 652 L 348 652 L 348 612 Q 254 592 252 500 L 252 302 L 200 338 L 150 282 L 240 196 Z';
  return (
    shadow(400, 666, 220, 22) +
    outlined(path(d, p.base), p.edge) +
    path('M 330 170 Q 400 230 470 170 L 452 164 Q 400 206 348 164 Z', p.lo) +
    poly([650, 282, 600, 338, 586, 326, 636, 270], p.lo) +
    poly([150, 282, 200, 338, 214, 326, 164, 270], p.lo) +
    path('M 348 612 Q 290 600 266 552', 'none', stroke(p.lo, 10)) +
    path('M 452 612 Q 510 600 534 552', 'none', stroke(p.lo, 10)) +
    circle(372, 636, 7, N.metal) +
    circle(400, 636, 7, N.metal) +
    circle(428, 636, 7, N.metal) +
    path(
      'M 400 440 C 350 400, 350 350, 380 350 Q 400 350 400 372 Q 400 350 420 350 C 450 350, 450 400, 400 440 Z',
      p.dark ? p.hi2 : p.light ? '#f472b6' : p.hi2,
    ) +
    rect(290, 310, 14, 180, 7, p.hi, op(0.5))
  );
};

const toyBlocks: Drawer = (p) => {
  const cube = (x: number, y: number, sym: string) =>
    outlined(box(x, y, 170, 170, 70, { front: p.base, side: p.lo, top: p.hi }), p.edge) +
    rect(x + 16, y + 16, 138, 138, 14, 'none', stroke(p.hi2, 6) + op(0.5)) +
    sym;
  const ink = p.light ? mix(p.base, '#000000', 0.45) : '#ffffff';
  return (
    shadow(420, 650, 270) +
    cube(150, 470, circle(235, 555, 44, ink)) +
    cube(345, 470, poly([430, 505, 480, 600, 380, 600], ink)) +
    cube(250, 264, rect(295, 309, 80, 80, 10, ink))
  );
};

export const baby = {
  stroller,
  'car-seat': carSeat,
  'diaper-pack': diaperPack,
  'wipes-pack': wipesPack,
  'baby-bottle': babyBottle,
  bodysuit,
  'toy-blocks': toyBlocks,
} satisfies Record<string, Drawer>;
