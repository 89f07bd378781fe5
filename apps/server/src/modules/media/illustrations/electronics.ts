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
  rect,
  shadow,
  slab,
  stroke,
  type Drawer,
} from './kit.ts';

const phone: Drawer = (p) => {
  const back = group(
    outlined(rect(170, 150, 230, 460, 44, p.base), p.edge) +
      gloss(184, 200, 12, 360, 0.25) +
      rect(190, 170, 106, 128, 32, p.lo) +
      lens(222, 203, 20) +
      lens(222, 265, 20) +
      lens(266, 234, 20) +
      circle(285, 400, 22, p.hi, op(0.7)),
    'rotate(-9 285 380)',
  );
  const scr = linear('ph-scr', [
    [0, mix(p.base, '#0f172a', 0.35)],
    [1, mix(p.base, '#0f172a', 0.85)],
  ]);
  let icons = '';
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 4; c++)
      icons += rect(410 + c * 46, 262 + r * 54, 32, 32, 10, '#fff', op(0.3));
  const front =
    outlined(rect(380, 190, 230, 460, 44, p.base), p.edge) +
    rect(606, 300, 8, 60, 4, p.lo) +
    rect(393, 203, 204, 434, 34, 'url(#ph-scr)') +
    rect(465, 216, 60, 18, 9, '#05070b') +
    icons +
    rect(406, 580, 178, 44, 20, '#fff', op(0.18)) +
    poly([393, 420, 597, 250, 597, 330, 393, 500], '#fff', op(0.06));
  return shadow(400, 655, 250) + scr + back + front;
};

const phoneCase: Drawer = (p) => {
  const back = group(
    outlined(rect(165, 150, 240, 470, 50, p.base), p.edge) +
      rect(175, 160, 220, 450, 42, 'none', stroke(p.hi, 6) + op(0.7)) +
      rect(190, 176, 112, 132, 34, p.bg, stroke(p.lo2, 8)) +
      rect(159, 260, 8, 70, 4, p.lo) +
      gloss(362, 360, 14, 200, 0.3),
    'rotate(-8 285 385)',
  );
  const inside =
    outlined(rect(395, 180, 240, 470, 50, p.base), p.edge) +
    rect(413, 198, 204, 434, 36, p.lo) +
    path(
      'M 413 260 L 413 234 Q 413 198 449 198 L 581 198 Q 617 198 617 234 L 617 260 Z',
      p.lo2,
      op(0.6),
    ) +
    rect(505, 214, 96, 116, 28, p.bg, stroke(p.lo2, 6)) +
    rect(631, 290, 8, 60, 3, p.bg) +
    rect(391, 300, 8, 80, 3, p.bg) +
    rect(480, 642, 70, 8, 4, p.bg);
  return shadow(400, 658, 250) + back + inside;
};

const powerbank: Drawer = (p) => {
  const cable = p.light ? '#e5e7eb' : N.black;
  return (
    shadow(420, 655, 220) +
    line('M 400 170 C 400 90, 620 90, 620 260 L 620 560', N.black, 22) +
    line('M 400 170 C 400 90, 620 90, 620 260 L 620 560', cable, 14) +
    rect(600, 550, 40, 80, 10, N.metal) +
    rect(600, 540, 40, 40, 10, cable, stroke(N.black, 3)) +
    outlined(slab(260, 180, 250, 460, 42, 30, -14, p.base, p.lo), p.edge) +
    rect(372, 172, 56, 14, 6, N.blackLo) +
    gloss(280, 210, 14, 330, 0.3) +
    path('M 410 270 L 330 410 L 392 410 L 366 520 L 458 370 L 396 370 L 428 270 Z', p.ink) +
    [340, 370, 400, 430]
      .map((x, i) => circle(x, 590, 9, i < 3 ? '#34d399' : p.ink, op(i < 3 ? 1 : 0.35)))
      .join('')
  );
};

const charger: Drawer = (p) => {
  const body =
    rect(312, 180, 26, 110, 13, N.metal) +
    rect(318, 186, 8, 90, 4, N.metalHi) +
    rect(402, 180, 26, 110, 13, N.metal) +
    rect(408, 186, 8, 90, 4, N.metalHi) +
    outlined(slab(250, 300, 210, 230, 40, 36, -28, p.base, p.lo), p.edge) +
    ellipse(370, 285, 90, 14, p.hi, op(0.6)) +
    gloss(268, 330, 12, 160, 0.3) +
    rect(318, 462, 74, 24, 12, N.blackLo);
  let coil = '';
  for (let i = 0; i < 6; i++)
    coil += ellipse(430 + i * 34, 575, 30, 48, 'none', stroke(p.edge, 14));
  let coilTop = '';
  for (let i = 0; i < 6; i++)
    coilTop += ellipse(430 + i * 34, 575, 30, 48, 'none', stroke(p.base, 8));
  const plug = rect(355, 488, 40, 64, 12, p.base, stroke(p.edge, 4));
  return (
    shadow(440, 652, 250) +
    line('M 375 550 C 375 620, 400 620, 420 590', p.edge, 14) +
    line('M 375 550 C 375 620, 400 620, 420 590', p.base, 8) +
    coil +
    coilTop +
    line('M 630 570 C 660 600, 670 620, 640 640', p.edge, 14) +
    line('M 630 570 C 660 600, 670 620, 640 640', p.base, 8) +
    rect(560, 622, 80, 34, 12, p.base, stroke(p.edge, 4)) +
    rect(530, 630, 34, 18, 6, N.metal) +
    body +
    plug
  );
};

const headphones: Drawer = (p) => {
  const band = 'M 225 440 C 210 150, 590 150, 575 440';
  const cup = (x: number, inner: number) =>
    rect(x, 410, 130, 220, 60, p.base) + rect(inner, 432, 56, 176, 28, N.black);
  return (
    shadow(400, 660, 240) +
    outlined(line(band, p.base, 46), p.edge) +
    line('M 262 330 C 290 215, 510 215, 538 330', p.lo2, 14) +
    rect(205, 380, 30, 80, 12, N.metal) +
    rect(565, 380, 30, 80, 12, N.metal) +
    outlined(cup(155, 262) + cup(515, 482), p.edge) +
    rect(174, 450, 18, 140, 9, p.hi, op(0.6)) +
    rect(534, 450, 18, 140, 9, p.hi, op(0.6))
  );
};

/**
 * In-ear buds with grey silicone tips in front of an open case, off-centre on purpose: a
 * symmetric case-and-two-buds reads as a face.
 */
const earbuds: Drawer = (p) => {
  const tip = '#cbd5e1';
  const bud = (x: number, y: number, angle: number, s: number) =>
    group(
      outlined(ellipse(0, 0, 66, 54, p.base) + ellipse(-60, -18, 30, 34, tip), p.edge, 8) +
        ellipse(-74, -22, 10, 14, '#64748b') +
        ellipse(16, 12, 36, 26, p.lo, op(0.7)) +
        circle(-6, -22, 12, '#ffffff', op(0.5)),
      `translate(${x} ${y}) rotate(${angle}) scale(${s})`,
    );
  return (
    shadow(420, 640, 290) +
    outlined(
      path('M 360 300 L 380 200 Q 396 140 500 150 Q 604 160 610 230 L 604 330 Z', p.base),
      p.edge,
    ) +
    path('M 378 300 L 394 214 Q 408 166 498 172 Q 588 180 592 236 L 588 318 Z', p.lo) +
    outlined(
      path('M 350 320 L 640 320 L 640 400 Q 640 520 495 520 Q 350 520 350 400 Z', p.base),
      p.edge,
    ) +
    ellipse(445, 330, 48, 12, p.lo2) +
    ellipse(545, 330, 48, 12, p.lo2) +
    rect(350, 338, 290, 10, 0, p.lo2, op(0.4)) +
    gloss(368, 370, 14, 90, 0.35) +
    circle(495, 420, 7, '#34d399') +
    bud(250, 560, -25, 1.15) +
    bud(430, 590, 20, 1.15)
  );
};

const smartwatch: Drawer = (p) => {
  const caseCol = p.dark ? N.metal : N.black;
  const ring = p.dark ? p.hi2 : p.base;
  let holes = '';
  for (const y of [575, 605, 635]) holes += ellipse(400, y, 8, 6, p.lo2);
  return (
    shadow(400, 670, 160) +
    outlined(
      path(
        'M 325 300 L 340 135 Q 344 110 372 110 L 428 110 Q 456 110 460 135 L 475 300 Z',
        p.base,
      ) +
        path(
          'M 325 500 L 340 650 Q 344 668 372 668 L 428 668 Q 456 668 460 650 L 475 500 Z',
          p.base,
        ),
      p.edge,
    ) +
    rect(355, 120, 22, 170, 11, p.hi, op(0.5)) +
    holes +
    rect(527, 330, 20, 56, 7, N.metal) +
    rect(530, 410, 12, 60, 5, N.metalLo) +
    outlined(rect(265, 245, 270, 310, 74, caseCol), p.dark ? '#5b6472' : N.blackLo) +
    rect(283, 263, 234, 274, 58, '#06080c') +
    circle(400, 400, 86, 'none', stroke(ring, 22) + op(0.25)) +
    path('M 400 314 A 86 86 0 1 1 318 427', 'none', stroke(ring, 22) + ' stroke-linecap="round"') +
    circle(400, 400, 56, 'none', stroke('#34d399', 18) + op(0.25)) +
    path(
      'M 400 344 A 56 56 0 0 1 450 425',
      'none',
      stroke('#34d399', 18) + ' stroke-linecap="round"',
    ) +
    path('M 300 280 Q 340 268 380 268', 'none', stroke('#fff', 6) + op(0.25))
  );
};

const speaker: Drawer = (p) => {
  const driver = (cx: number) =>
    circle(cx, 455, 100, N.metal) +
    circle(cx, 455, 90, N.black) +
    circle(cx, 455, 66, N.blackHi) +
    circle(cx, 455, 30, N.blackLo) +
    circle(cx - 22, 430, 12, '#fff', op(0.25));
  return (
    shadow(400, 640, 250) +
    outlined(line('M 260 310 C 270 200, 530 200, 540 310', p.lo2, 30), p.edge) +
    outlined(slab(160, 300, 480, 320, 80, 0, -22, p.base, p.hi), p.edge) +
    driver(290) +
    driver(510) +
    ellipse(350, 290, 20, 6, p.lo2) +
    ellipse(400, 290, 20, 6, p.lo2) +
    ellipse(450, 290, 20, 6, p.lo2) +
    rect(200, 330, 400, 10, 5, '#fff', op(0.25))
  );
};

export const electronics = {
  phone,
  'phone-case': phoneCase,
  powerbank,
  charger,
  headphones,
  earbuds,
  smartwatch,
  speaker,
} satisfies Record<string, Drawer>;
