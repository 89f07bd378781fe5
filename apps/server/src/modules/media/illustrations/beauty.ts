import {
  N,
  circle,
  ellipse,
  gloss,
  group,
  lighten,
  mix,
  op,
  outlined,
  path,
  poly,
  rect,
  shadow,
  stroke,
  type Drawer,
  type Palette,
} from './kit.ts';

/** Cases and caps stay black, except on a black product where gold keeps them apart. */
const caseColor = (p: Palette) => (p.dark ? N.gold : N.black);

const lipstick: Drawer = (p) => {
  const c = caseColor(p);
  return (
    shadow(430, 650, 250) +
    outlined(
      path(
        'M 262 336 L 262 222 Q 262 206 278 197 L 330 165 Q 348 154 348 174 L 348 336 Z',
        p.base,
      ) +
        rect(250, 320, 110, 100, 6, N.gold) +
        rect(238, 410, 134, 236, 16, c) +
        rect(420, 560, 260, 88, 18, c),
      p.edge,
    ) +
    path('M 276 330 L 276 226 Q 276 214 290 206 L 300 200 L 300 330 Z', p.hi, op(0.75)) +
    rect(326, 190, 16, 140, 8, p.lo) +
    rect(260, 330, 14, 82, 7, N.goldHi) +
    rect(238, 410, 134, 26, 8, N.gold) +
    gloss(254, 450, 16, 170, 0.28) +
    rect(420, 560, 34, 88, 10, N.gold) +
    gloss(470, 574, 180, 14, 0.25)
  );
};

/** A fat, spiky spindle brush: with a thin one the wand reads as a screwdriver. */
const mascaraBrush = () => {
  const n = 18;
  const r = (i: number) => (i % 2 ? 40 : 27) * (0.5 + 0.5 * Math.sin((Math.PI * i) / n));
  const pts: number[] = [];
  for (let i = 0; i <= n; i++) pts.push(r(i), (i / n) * 170);
  for (let i = n; i >= 0; i--) pts.push(-r(i), (i / n) * 170);
  return poly(pts, N.black) + rect(-4, 0, 8, 176, 4, N.blackHi);
};

const mascara: Drawer = (p) => {
  const wand = group(
    outlined(rect(-44, 0, 88, 230, 40, p.base), p.edge) +
      rect(-26, 20, 16, 180, 8, p.hi, op(0.6)) +
      rect(-44, 206, 88, 26, 6, N.metal) +
      rect(-6, 230, 12, 40, 5, N.metalLo) +
      group(mascaraBrush(), 'translate(0 262)'),
    'translate(540 120) rotate(-28)',
  );
  return (
    shadow(430, 652, 250) +
    outlined(rect(220, 220, 120, 430, 54, p.base) + rect(252, 176, 56, 60, 10, N.metal), p.edge) +
    rect(252, 176, 56, 14, 6, N.metalHi) +
    rect(220, 236, 120, 20, 0, N.metal) +
    rect(240, 280, 18, 330, 9, p.hi, op(0.6)) +
    rect(310, 280, 14, 330, 7, p.lo, op(0.8)) +
    rect(262, 360, 36, 170, 10, p.ink, op(0.35)) +
    wand
  );
};

const nailPolish: Drawer = (p) => {
  const glass = mix(p.base, '#ffffff', 0.55);
  const cap = caseColor(p);
  return (
    shadow(400, 650, 210) +
    outlined(
      rect(332, 120, 136, 220, 22, cap) +
        rect(355, 320, 90, 60, 10, glass) +
        rect(240, 360, 320, 286, 70, glass),
      p.edge,
    ) +
    rect(262, 382, 276, 242, 52, p.base) +
    rect(262, 470, 276, 154, 52, p.lo, op(0.5)) +
    rect(280, 400, 26, 180, 13, '#fff', op(0.55)) +
    rect(500, 420, 14, 120, 7, '#fff', op(0.3)) +
    rect(350, 140, 22, 170, 11, '#fff', op(0.22)) +
    rect(332, 300, 136, 20, 6, p.dark ? N.goldLo : N.blackHi)
  );
};

const creamJar: Drawer = (p) => {
  const cream = p.light ? '#ffffff' : '#fffaf0';
  return (
    shadow(400, 648, 280) +
    outlined(circle(520, 340, 150, p.base), p.edge) +
    circle(520, 340, 118, p.hi) +
    circle(520, 340, 96, p.base, op(0.5)) +
    outlined(
      path('M 200 430 L 200 600 Q 200 648 360 648 Q 520 648 520 600 L 520 430 Z', p.base) +
        ellipse(360, 430, 160, 46, p.lo),
      p.edge,
    ) +
    rect(200, 490, 320, 70, 0, p.hi, op(0.5)) +
    rect(250, 506, 140, 14, 7, p.ink, op(0.55)) +
    rect(250, 532, 90, 12, 6, p.ink, op(0.4)) +
    gloss(214, 450, 14, 150, 0.3) +
    ellipse(360, 432, 144, 36, cream) +
    path(
      'M 296 430 Q 300 396 350 398 Q 380 372 400 392 Q 430 400 420 426 Q 440 440 380 446 Q 300 448 296 430 Z',
      cream,
      stroke('#e8e0d0', 4),
    ) +
    path('M 340 410 Q 370 398 395 404', 'none', stroke('#e8e0d0', 4))
  );
};

const tube: Drawer = (p) => {
  let ridges = '';
  for (let i = 0; i < 13; i++) ridges += rect(280 + i * 19, 150, 6, 46, 3, p.lo2, op(0.5));
  return (
    shadow(400, 650, 190) +
    outlined(
      path('M 330 548 L 272 196 L 528 196 L 470 548 Z', p.base) +
        rect(262, 146, 276, 56, 10, p.base) +
        rect(322, 540, 156, 108, 26, p.lo2),
      p.edge,
    ) +
    ridges +
    rect(262, 196, 276, 10, 0, p.lo) +
    path('M 300 210 L 350 210 L 380 540 L 344 540 Z', p.hi, op(0.6)) +
    circle(400, 300, 42, p.light ? '#f59e0b' : lighten(p.base, 0.85)) +
    rect(320, 372, 160, 18, 9, p.ink, op(0.75)) +
    rect(336, 404, 128, 14, 7, p.ink, op(0.5)) +
    rect(350, 432, 100, 14, 7, p.ink, op(0.5)) +
    rect(322, 540, 156, 16, 6, p.lo, op(0.8))
  );
};

const perfume: Drawer = (p) => {
  const light = mix(p.tint, '#ffffff', 0.6);
  const mid = mix(p.tint, '#ffffff', 0.25);
  const deep = mix(p.tint, '#000000', 0.25);
  const cap = caseColor(p);
  return (
    shadow(400, 652, 240) +
    outlined(
      poly([300, 110, 500, 110, 520, 140, 520, 250, 280, 250, 280, 140], cap) +
        rect(350, 240, 100, 60, 8, N.gold) +
        poly([270, 290, 530, 290, 590, 350, 590, 590, 530, 650, 270, 650, 210, 590, 210, 350], mid),
      p.edge,
    ) +
    poly([270, 290, 530, 290, 490, 340, 310, 340], light) +
    poly([210, 350, 270, 290, 310, 340, 260, 380], light) +
    poly([590, 350, 530, 290, 490, 340, 540, 380], mid) +
    poly([260, 380, 540, 380, 540, 590, 500, 610, 300, 610, 260, 590], p.tint) +
    poly([210, 590, 260, 590, 300, 610, 270, 650], deep) +
    poly([590, 590, 540, 590, 500, 610, 530, 650], deep) +
    poly([270, 650, 300, 610, 500, 610, 530, 650], deep) +
    poly([540, 380, 590, 350, 590, 590, 540, 590], deep, op(0.7)) +
    rect(282, 400, 22, 170, 11, '#fff', op(0.5)) +
    rect(320, 400, 10, 90, 5, '#fff', op(0.35)) +
    rect(350, 240, 100, 12, 4, N.goldHi) +
    rect(306, 126, 18, 110, 9, '#fff', op(0.25))
  );
};

const cologne: Drawer = (p) => {
  const glass = mix(p.tint, '#ffffff', 0.55);
  return (
    shadow(400, 652, 170) +
    outlined(
      rect(350, 100, 100, 120, 16, N.metal) +
        path(
          'M 370 210 L 430 210 L 430 250 Q 500 262 500 320 L 500 620 Q 500 650 470 650 L 330 650 Q 300 650 300 620 L 300 320 Q 300 262 370 250 Z',
          glass,
        ),
      p.edge,
    ) +
    path(
      'M 316 330 Q 330 318 400 318 Q 470 318 484 330 L 484 618 Q 484 634 468 634 L 332 634 Q 316 634 316 618 Z',
      p.tint,
    ) +
    rect(350, 100, 100, 18, 8, N.metalHi) +
    rect(364, 120, 12, 90, 6, N.metalHi, op(0.7)) +
    rect(326, 400, 148, 180, 14, '#fffaf0') +
    ellipse(400, 470, 40, 30, '#f5c518') +
    ellipse(438, 446, 20, 10, N.leaf) +
    rect(350, 526, 100, 12, 6, '#9a8a6a') +
    rect(366, 550, 68, 10, 5, '#c2b79d') +
    rect(326, 340, 14, 50, 7, '#fff', op(0.6)) +
    rect(326, 596, 14, 26, 7, '#fff', op(0.4))
  );
};

const shampoo: Drawer = (p) => {
  const pump = p.light ? N.black : '#f3f4f6';
  return (
    shadow(400, 652, 200) +
    outlined(
      rect(388, 150, 26, 90, 10, pump) +
        rect(340, 126, 130, 44, 16, pump) +
        rect(230, 134, 130, 26, 13, pump) +
        rect(354, 220, 92, 60, 14, pump) +
        path(
          'M 340 270 L 460 270 Q 530 280 530 340 L 530 610 Q 530 650 490 650 L 310 650 Q 270 650 270 610 L 270 340 Q 270 280 340 270 Z',
          p.base,
        ),
      p.edge,
    ) +
    rect(286, 330, 22, 270, 11, p.hi, op(0.6)) +
    rect(496, 330, 18, 280, 9, p.lo, op(0.8)) +
    rect(318, 380, 164, 200, 22, '#ffffff', op(0.92)) +
    path('M 400 410 Q 430 450 430 470 A 30 30 0 0 1 370 470 Q 370 450 400 410 Z', '#38bdf8') +
    circle(446, 430, 12, '#bae6fd') +
    circle(356, 440, 8, '#bae6fd') +
    rect(344, 520, 112, 14, 7, '#6b7280') +
    rect(364, 546, 72, 10, 5, '#9ca3af')
  );
};

export const beauty = {
  lipstick,
  mascara,
  'nail-polish': nailPolish,
  'cream-jar': creamJar,
  tube,
  perfume,
  cologne,
  shampoo,
} satisfies Record<string, Drawer>;
