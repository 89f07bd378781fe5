import {
  N,
  box,
  circle,
  clip,
  ellipse,
  group,
  line,
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

const book: Drawer = (p) => {
  let pages = '';
  for (let i = 0; i < 6; i++)
    pages += line(`M ${530 + i * 8} ${162 + i * 4} L ${530 + i * 8} ${626 + i * 2}`, N.paperLo, 2);
  return (
    shadow(410, 652, 240) +
    outlined(
      poly([510, 140, 600, 182, 600, 662, 510, 640], p.lo) + rect(210, 140, 310, 500, 10, p.base),
      p.edge,
    ) +
    poly([520, 152, 588, 184, 588, 652, 520, 628], N.paper) +
    pages +
    rect(236, 140, 10, 500, 0, p.lo, op(0.7)) +
    rect(258, 140, 4, 500, 0, p.hi, op(0.6)) +
    rect(290, 200, 192, 180, 10, 'none', stroke(p.ink, 6) + op(0.6)) +
    rect(312, 240, 148, 28, 8, p.ink, op(0.9)) +
    rect(330, 288, 112, 16, 8, p.ink, op(0.65)) +
    rect(350, 324, 72, 12, 6, p.ink, op(0.5)) +
    poly([386, 430, 412, 456, 386, 482, 360, 456], p.ink, op(0.55)) +
    rect(330, 546, 112, 14, 7, p.ink, op(0.55)) +
    path('M 470 640 L 470 700 L 484 688 L 498 700 L 498 640 Z', N.gold)
  );
};

const childrenBook: Drawer = (p) => {
  let rays = '';
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    rays += line(
      `M ${470 + Math.cos(a) * 52} ${390 + Math.sin(a) * 52} L ${470 + Math.cos(a) * 72} ${390 + Math.sin(a) * 72}`,
      '#f59e0b',
      10,
    );
  }
  let pages = '';
  for (let i = 0; i < 5; i++)
    pages += line(`M ${618 + i * 8} ${232 + i * 5} L ${618 + i * 8} ${598 + i * 3}`, N.paperLo, 2);
  return (
    shadow(405, 640, 290) +
    outlined(
      poly([600, 214, 670, 250, 670, 634, 600, 612], p.lo) + rect(130, 200, 480, 420, 14, p.base),
      p.edge,
    ) +
    poly([608, 226, 660, 254, 660, 622, 608, 602], N.paper) +
    pages +
    rect(130, 200, 44, 420, 12, p.lo) +
    rect(180, 200, 5, 420, 0, p.hi, op(0.6)) +
    rect(226, 236, 220, 30, 15, p.light ? p.ink : '#ffffff', op(0.9)) +
    rect(226, 278, 140, 18, 9, p.light ? p.ink : '#ffffff', op(0.7)) +
    clip(
      'cb-panel',
      rect(226, 320, 340, 250, 18, '#fff'),
      rect(226, 320, 340, 250, 0, '#e0f2fe') +
        rays +
        circle(470, 390, 40, '#fbbf24') +
        ellipse(300, 590, 170, 90, '#86efac') +
        ellipse(520, 605, 170, 100, '#4ade80') +
        path('M 290 530 L 290 480 L 325 450 L 360 480 L 360 530 Z', '#fff7ed') +
        poly([280, 484, 325, 444, 370, 484], '#ef4444') +
        rect(314, 500, 22, 30, 4, '#92400e'),
    ) +
    rect(226, 320, 340, 250, 18, 'none', stroke('#ffffff', 6))
  );
};

const pen: Drawer = (p) => {
  const body =
    outlined(
      poly([90, 400, 182, 374, 182, 426], N.gold) +
        rect(176, 374, 80, 52, 12, N.black) +
        rect(250, 368, 260, 64, 30, p.base) +
        rect(470, 362, 240, 76, 34, p.base),
      p.edge,
      9,
    ) +
    line('M 100 400 L 160 400', N.goldLo, 4) +
    circle(162, 400, 6, N.goldLo) +
    rect(254, 366, 16, 68, 4, N.gold) +
    rect(474, 360, 18, 80, 4, N.gold) +
    rect(280, 378, 200, 12, 6, p.hi, op(0.6)) +
    rect(500, 372, 190, 14, 7, p.hi, op(0.6)) +
    rect(520, 340, 170, 18, 9, N.metal, stroke(N.metalLo, 3)) +
    rect(510, 334, 30, 34, 8, N.metal, stroke(N.metalLo, 3)) +
    rect(694, 370, 14, 60, 6, N.gold);
  return shadow(400, 640, 240, 28) + group(body, 'rotate(-28 400 400)');
};

const notebook: Drawer = (p) => {
  let rings = '';
  for (let i = 0; i < 11; i++) {
    const y = 180 + i * 42;
    rings +=
      circle(248, y + 8, 8, p.lo2) +
      line(`M 250 ${y + 8} C 214 ${y + 8}, 196 ${y - 8}, 214 ${y - 16}`, N.metalLo, 10);
    rings += line(`M 250 ${y + 8} C 214 ${y + 8}, 196 ${y - 8}, 214 ${y - 16}`, N.metal, 5);
  }
  const nb =
    outlined(rect(240, 150, 360, 490, 16, N.paper) + rect(224, 138, 360, 490, 18, p.base), p.edge) +
    rect(590, 160, 6, 470, 3, N.paperLo) +
    rect(300, 210, 220, 100, 14, '#ffffff', op(0.92)) +
    rect(326, 240, 160, 14, 7, '#9ca3af') +
    rect(326, 270, 110, 12, 6, '#cbd5e1') +
    rect(520, 138, 34, 490, 0, p.lo2, op(0.9)) +
    rect(270, 560, 230, 40, 10, p.hi, op(0.25)) +
    rings;
  return shadow(410, 660, 240) + group(nb, 'rotate(-5 410 400)');
};

const PAINTS = ['#ef4444', '#f97316', '#facc15', '#22c55e', '#3b82f6', '#8b5cf6'];
const PAINTS_2 = ['#ec4899', '#a16207', '#111827', '#14b8a6', '#0ea5e9', '#84cc16'];

const paintSet: Drawer = (p) => {
  let pans = '';
  [PAINTS, PAINTS_2].forEach((row, r) =>
    row.forEach((c, i) => {
      const x = 204 + i * 67;
      const y = 372 + r * 100;
      pans +=
        rect(x, y, 56, 84, 10, '#e5e7eb') +
        rect(x + 5, y + 5, 46, 74, 8, c) +
        rect(x + 10, y + 10, 10, 40, 5, '#fff', op(0.35));
    }),
  );
  const brush = group(
    rect(0, -9, 230, 18, 9, N.wood) +
      rect(-40, -11, 48, 22, 4, N.metal) +
      path('M -40 -12 Q -90 0 -40 12 Z', '#ef4444') +
      path('M -40 -12 Q -60 0 -40 12 Z', N.black, op(0.2)),
    'translate(520 620) rotate(-38)',
  );
  return (
    shadow(400, 648, 290) +
    outlined(
      rect(180, 120, 440, 220, 24, p.base) + slab(170, 340, 460, 270, 24, 0, 26, p.base, p.lo),
      p.edge,
    ) +
    rect(208, 146, 384, 168, 14, '#fafaf9') +
    ellipse(300, 230, 50, 30, '#3b82f6', op(0.3)) +
    ellipse(420, 250, 40, 26, '#ef4444', op(0.3)) +
    rect(190, 356, 420, 234, 14, '#f4f4f5') +
    pans +
    brush
  );
};

/** The lid's artwork is drawn flat in a 400×400 square and sheared onto the box top. */
const boardGame: Drawer = (p) => {
  let path4 = '';
  for (let i = 0; i < 8; i++)
    path4 += circle(80 + i * 34, 200 + Math.sin(i * 0.9) * 70, 14, i % 2 ? '#fde047' : '#ffffff');
  const art =
    rect(40, 40, 320, 320, 20, '#fef9c3') +
    rect(40, 40, 120, 120, 20, '#ef4444') +
    rect(240, 40, 120, 120, 20, '#22c55e') +
    rect(40, 240, 120, 120, 20, '#3b82f6') +
    rect(240, 240, 120, 120, 20, '#facc15') +
    path4;
  return (
    shadow(400, 640, 300) +
    outlined(
      poly([130, 470, 230, 230, 670, 230, 570, 470], p.hi) +
        poly([570, 470, 670, 230, 670, 310, 570, 550], p.lo) +
        rect(130, 470, 440, 80, 0, p.base),
      p.edge,
    ) +
    group(art, 'matrix(1.1 0 0.25 -0.6 130 470)') +
    rect(300, 500, 200, 16, 8, p.ink, op(0.5)) +
    // die
    outlined(
      box(170, 540, 90, 90, 36, { front: '#ffffff', side: '#e5e7eb', top: '#f4f4f5' }),
      '#9ca3af',
      6,
    ) +
    circle(205, 565, 8, N.black) +
    circle(225, 585, 8, N.black) +
    circle(245, 605, 8, N.black) +
    // pawn
    outlined(
      path('M 590 480 L 612 590 L 548 590 L 570 480 Z', '#fbbf24') +
        circle(580, 462, 34, '#fbbf24') +
        ellipse(580, 600, 56, 20, '#f59e0b'),
      '#b45309',
      6,
    ) +
    circle(570, 452, 10, '#fff', op(0.6))
  );
};

export const stationery = {
  book,
  'children-book': childrenBook,
  pen,
  notebook,
  'paint-set': paintSet,
  'board-game': boardGame,
} satisfies Record<string, Drawer>;
