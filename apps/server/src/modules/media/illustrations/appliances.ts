import {
  N,
  circle,
  ellipse,
  gloss,
  group,
  lens,
  line,
  linear,
  mix,
  op,
  outlined,
  path,
  poly,
  radial,
  rect,
  shadow,
  slab,
  stroke,
  type Drawer,
} from './kit.ts';

const tv: Drawer = (p) => {
  const scr =
    linear(
      'tv-scr',
      [
        [0, mix(p.base, '#1b2a4a', 0.7)],
        [0.55, '#0d1424'],
        [1, '#070b14'],
      ],
      [0, 0, 1, 1],
    ) +
    radial(
      'tv-glow',
      [
        [0, p.dark ? '#3b5b9a' : p.hi, 0.45],
        [1, '#0d1424', 0],
      ],
      0.3,
      0.3,
      0.6,
    );
  return (
    scr +
    shadow(400, 610, 290) +
    outlined(
      poly([140, 606, 190, 500, 210, 500, 172, 606], p.base) +
        poly([660, 606, 610, 500, 590, 500, 628, 606], p.base),
      p.edge,
    ) +
    outlined(rect(100, 150, 600, 360, 20, p.base), p.edge) +
    rect(118, 168, 564, 318, 6, 'url(#tv-scr)') +
    rect(118, 168, 564, 318, 6, 'url(#tv-glow)') +
    poly([118, 430, 420, 168, 560, 168, 258, 486, 118, 486], '#fff', op(0.05)) +
    circle(400, 499, 4, p.hi)
  );
};

const projector: Drawer = (p) => {
  const beam = linear(
    'pj-beam',
    [
      [0, '#fffbe6', 0.7],
      [1, '#fffbe6', 0],
    ],
    [1, 0, 0, 0],
  );
  let vents = '';
  for (let i = 0; i < 6; i++) vents += rect(440 + i * 24, 390, 12, 90, 6, p.lo2, op(0.7));
  return (
    beam +
    shadow(410, 590, 250) +
    poly([280, 380, 280, 470, 40, 560, 40, 250], 'url(#pj-beam)') +
    rect(225, 555, 50, 22, 8, N.black) +
    rect(545, 555, 50, 22, 8, N.black) +
    outlined(slab(180, 340, 440, 225, 46, 30, -50, p.base, p.hi), p.edge) +
    ellipse(470, 318, 22, 8, p.lo, op(0.7)) +
    ellipse(530, 318, 22, 8, p.lo, op(0.7)) +
    vents +
    circle(300, 452, 100, p.lo) +
    lens(300, 452, 82) +
    circle(300, 452, 52, 'none', stroke('#3a4d78', 4))
  );
};

/**
 * The floor head stays flat on the floor while the long wand leans: a short wand under a big
 * body reads as a desk lamp.
 */
const vacuum: Drawer = (p) => {
  const dust = p.light ? '#9ca3af' : '#b9b0a2';
  const stick =
    outlined(
      rect(388, 250, 26, 340, 12, p.base) +
        line(
          'M 468 150 L 512 150 Q 526 150 526 164 L 526 290 Q 526 304 512 304 L 470 304',
          N.black,
          34,
        ) +
        rect(436, 262, 84, 64, 16, N.black) +
        rect(360, 150, 84, 170, 38, N.glass) +
        rect(352, 100, 100, 74, 34, p.base) +
        rect(430, 112, 70, 70, 30, p.base),
      p.edge,
    ) +
    rect(368, 246, 68, 68, 30, dust) +
    rect(370, 184, 12, 100, 6, '#ffffff', op(0.8)) +
    rect(364, 110, 22, 50, 11, p.hi, op(0.6)) +
    rect(395, 330, 7, 240, 3.5, p.hi, op(0.6)) +
    circle(465, 147, 14, p.lo2);
  return (
    shadow(400, 652, 230) +
    group(
      group(stick, 'rotate(18 400 600)') +
        outlined(
          rect(260, 586, 280, 62, 28, N.black) + rect(290, 566, 200, 44, 22, p.base),
          p.edge,
        ) +
        rect(274, 626, 252, 12, 6, N.blackHi) +
        rect(272, 598, 30, 10, 5, '#7dd3fc') +
        rect(306, 574, 120, 10, 5, p.hi, op(0.6)) +
        circle(400, 592, 22, N.blackHi),
      'translate(-40 0)',
    )
  );
};

const coffeeMachine: Drawer = (p) => {
  let grille = '';
  for (let i = 0; i < 9; i++) grille += rect(262 + i * 30, 535, 14, 8, 3, N.metalLo);
  return (
    shadow(400, 640, 250) +
    rect(220, 596, 40, 26, 8, N.black) +
    rect(520, 596, 40, 26, 8, N.black) +
    outlined(slab(200, 180, 380, 420, 34, 26, -20, p.base, p.lo), p.edge) +
    rect(230, 150, 330, 16, 8, N.metal) +
    circle(300, 240, 40, N.metal) +
    circle(300, 240, 32, '#fdfdfb') +
    line('M 300 240 L 320 220', '#dc2626', 5) +
    circle(300, 240, 5, N.black) +
    circle(410, 240, 15, p.hi2) +
    circle(460, 240, 15, p.hi2) +
    circle(510, 240, 15, p.hi2) +
    rect(232, 300, 316, 270, 24, p.lo2) +
    rect(330, 300, 110, 36, 10, N.metal) +
    rect(338, 340, 94, 30, 12, N.metal) +
    line('M 345 356 L 168 396', N.black, 30) +
    line('M 175 392 L 250 375', N.blackHi, 8) +
    line('M 370 372 L 370 440', '#6b3f1f', 5) +
    line('M 400 372 L 400 440', '#6b3f1f', 5) +
    path('M 420 470 Q 462 470 462 492 Q 462 514 420 510', 'none', stroke('#f4f4f0', 10)) +
    path('M 338 450 L 432 450 L 424 520 Q 385 532 346 520 Z', '#f4f4f0') +
    ellipse(385, 452, 46, 9, '#6b3f1f') +
    rect(252, 526, 276, 26, 8, N.metal) +
    grille +
    line('M 575 320 L 595 330 L 600 500', N.metal, 10) +
    gloss(216, 200, 12, 380, 0.28)
  );
};

const iron: Drawer = (p) => {
  const handle = 'M 330 440 C 345 350, 380 318, 440 318 L 560 318 Q 592 318 594 352 L 598 430';
  return (
    shadow(400, 612, 260) +
    outlined(
      line(handle, p.base, 46) +
        path(
          'M 168 560 C 230 470, 340 420, 480 412 L 590 410 Q 620 410 620 442 L 620 560 Z',
          p.base,
        ) +
        path('M 160 562 L 628 562 L 628 590 L 196 590 Q 170 588 160 562 Z', N.metal),
      p.edge,
    ) +
    line('M 360 340 C 390 332, 420 330, 450 330', p.hi, 10, op(0.7)) +
    path('M 224 534 C 262 480, 320 455, 400 448 L 400 534 Z', '#bfe3f8', op(0.8)) +
    path('M 260 520 C 290 492, 330 478, 380 472', 'none', stroke('#fff', 8) + op(0.5)) +
    rect(168, 562, 460, 8, 4, N.metalHi) +
    circle(500, 480, 30, p.lo) +
    circle(500, 480, 20, p.hi) +
    rect(496, 456, 8, 20, 4, p.ink) +
    line('M 620 520 C 680 520, 690 570, 660 610', N.black, 12) +
    circle(150, 540, 22, '#fff', op(0.55)) +
    circle(122, 520, 16, '#fff', op(0.45)) +
    circle(110, 490, 11, '#fff', op(0.35))
  );
};

const hairDryer: Drawer = (p) => {
  return (
    shadow(430, 645, 200) +
    line('M 440 580 C 460 650, 600 650, 640 600 C 670 560, 700 590, 700 620', N.black, 12) +
    outlined(
      group(rect(400, 300, 96, 300, 44, p.base), 'rotate(-16 448 330)') +
        rect(220, 200, 370, 180, 90, p.base) +
        path(
          'M 120 232 L 236 214 L 236 366 L 120 348 Q 108 346 108 334 L 108 246 Q 108 234 120 232 Z',
          N.black,
        ),
      p.edge,
    ) +
    group(
      rect(414, 320, 20, 200, 10, p.hi, op(0.5)) + rect(452, 400, 28, 80, 12, p.lo2),
      'rotate(-16 448 330)',
    ) +
    ellipse(580, 290, 40, 86, N.black) +
    ellipse(580, 290, 28, 64, N.blackHi) +
    ellipse(580, 290, 14, 34, N.blackLo) +
    rect(250, 222, 250, 22, 11, '#fff', op(0.35)) +
    rect(236, 214, 14, 152, 0, p.lo)
  );
};

export const appliances = {
  tv,
  projector,
  vacuum,
  'coffee-machine': coffeeMachine,
  iron,
  'hair-dryer': hairDryer,
} satisfies Record<string, Drawer>;
