import {
  N,
  circle,
  clip,
  ellipse,
  gloss,
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

/** Shown twice, as shops do: the lens side on its windscreen mount and the screen side. */
const dashCam: Drawer = (p) => {
  const road =
    rect(0, 0, 250, 150, 0, '#9fd3f5') +
    rect(0, 84, 250, 66, 0, '#86c26a') +
    poly([95, 84, 155, 84, 250, 150, 0, 150], '#4b5563') +
    poly([122, 92, 128, 92, 132, 108, 118, 108], '#ffffff') +
    poly([115, 118, 135, 118, 140, 142, 110, 142], '#ffffff');
  return (
    shadow(420, 632, 270) +
    outlined(
      ellipse(300, 150, 100, 26, N.black) +
        rect(282, 150, 36, 130, 12, N.black) +
        circle(300, 280, 26, N.blackHi),
      N.blackLo,
      6,
    ) +
    outlined(slab(130, 280, 320, 190, 50, 20, -14, p.base, p.lo), p.edge) +
    circle(300, 375, 80, p.lo2) +
    circle(300, 375, 70, N.metal) +
    circle(300, 375, 60, N.blackLo) +
    circle(300, 375, 38, '#1d2a44') +
    circle(300, 375, 20, '#0b1220') +
    circle(278, 353, 12, '#ffffff', op(0.6)) +
    circle(172, 318, 10, '#ef4444') +
    outlined(slab(330, 400, 350, 220, 46, -18, -14, p.base, p.lo), p.edge) +
    rect(352, 420, 306, 180, 24, N.black) +
    clip(
      'dc-road',
      rect(368, 436, 274, 148, 12, '#fff'),
      `<g transform="translate(368 436) scale(1.096 0.987)">${road}</g>`,
    ) +
    circle(618, 458, 8, '#ef4444')
  );
};

const carPhoneHolder: Drawer = (p) => {
  const map =
    rect(282, 152, 236, 376, 0, '#e7efe2') +
    line('M 282 260 L 518 300', '#ffffff', 18) +
    line('M 360 152 L 420 528', '#ffffff', 22) +
    line('M 282 450 L 518 400', '#ffffff', 14) +
    rect(450, 170, 60, 70, 8, '#bfdbfe') +
    rect(292, 330, 60, 90, 8, '#c7e6b8') +
    line('M 340 500 L 395 350 L 470 310', '#3b82f6', 10) +
    path(
      'M 470 250 Q 500 250 500 280 Q 500 300 470 330 Q 440 300 440 280 Q 440 250 470 250 Z',
      '#ef4444',
    ) +
    circle(470, 280, 10, '#fff');
  return (
    shadow(400, 652, 200) +
    outlined(
      line('M 400 470 L 400 600', p.base, 36) +
        path('M 300 650 Q 300 590 400 580 Q 500 590 500 650 Z', N.black) +
        rect(250, 230, 300, 240, 34, p.lo),
      p.edge,
    ) +
    rect(375, 470, 12, 120, 6, p.hi, op(0.6)) +
    outlined(rect(266, 136, 268, 408, 38, N.black), N.blackLo, 6) +
    clip('ph-map', rect(282, 152, 236, 376, 26, '#fff'), map) +
    outlined(
      rect(222, 260, 48, 170, 18, p.base) +
        rect(530, 260, 48, 170, 18, p.base) +
        rect(300, 520, 50, 46, 12, p.base) +
        rect(450, 520, 50, 46, 12, p.base),
      p.edge,
    ) +
    rect(232, 276, 12, 130, 6, p.hi, op(0.6)) +
    rect(540, 276, 12, 130, 6, p.hi, op(0.6))
  );
};

const tyre: Drawer = (p) => {
  const cx = 350;
  const cy = 390;
  const rx = 190;
  const ry = 250;
  const depth = 110;
  let tread = '';
  for (let i = -8; i <= 8; i++) {
    const t = (i / 9) * (Math.PI / 2);
    const x = cx + rx * Math.cos(t);
    const y = cy + ry * Math.sin(t);
    tread +=
      line(`M ${x} ${y} L ${x + depth * 0.45} ${y + 12} L ${x + depth} ${y}`, '#0e0f11', 12) +
      line(
        `M ${x + 4} ${y + 16} L ${x + depth * 0.45} ${y + 28} L ${x + depth - 4} ${y + 16}`,
        '#4a4d54',
        4,
      );
  }
  let spokes = '';
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    const ex = cx + Math.cos(a) * 102;
    const ey = cy + Math.sin(a) * 134;
    spokes +=
      line(`M ${cx} ${cy} L ${ex} ${ey}`, p.base, 34) +
      line(`M ${cx} ${cy} L ${ex} ${ey}`, p.hi, 10, op(0.6));
  }
  return (
    shadow(400, 648, 270) +
    ellipse(cx + depth, cy, rx, ry, '#1b1c1f') +
    rect(cx, cy - ry, depth, ry * 2, 0, '#34373c') +
    clip(
      'tyre-band',
      ellipse(cx + depth, cy, rx, ry, '#fff') + rect(cx, cy - ry, depth, ry * 2, 0, '#fff'),
      tread,
    ) +
    path(
      `M ${cx + depth * 0.33} ${cy - ry} A ${rx} ${ry} 0 0 1 ${cx + depth * 0.33} ${cy + ry}`,
      'none',
      stroke(N.blackLo, 6),
    ) +
    path(
      `M ${cx + depth * 0.66} ${cy - ry} A ${rx} ${ry} 0 0 1 ${cx + depth * 0.66} ${cy + ry}`,
      'none',
      stroke(N.blackLo, 6),
    ) +
    ellipse(cx, cy, rx, ry, '#2a2c30', stroke('#141518', 6)) +
    ellipse(cx, cy, rx - 24, ry - 30, 'none', stroke('#3a3d42', 4)) +
    ellipse(cx, cy, 128, 168, N.metal) +
    ellipse(cx, cy, 114, 150, p.lo2) +
    ellipse(cx, cy, 104, 138, '#1f2023') +
    spokes +
    ellipse(cx, cy, 34, 44, p.base, stroke(N.metal, 6)) +
    circle(cx, cy, 10, N.metalLo) +
    path(
      `M ${cx - 150} ${cy - 120} A ${rx - 12} ${ry - 14} 0 0 1 ${cx - 40} ${cy - ry + 16}`,
      'none',
      stroke('#ffffff', 10) + op(0.12),
    )
  );
};

const oilCan: Drawer = (p) => {
  return (
    shadow(420, 650, 250) +
    outlined(
      path(
        'M 430 250 L 430 180 Q 430 140 470 140 L 540 140 Q 580 140 580 180 L 580 250 Z',
        p.base,
      ) +
        rect(262, 168, 80, 60, 10, N.black) +
        slab(220, 220, 360, 420, 34, 36, -20, p.base, p.lo),
      p.edge,
    ) +
    rect(458, 166, 94, 50, 22, p.bg, stroke(p.lo2, 5)) +
    rect(262, 168, 80, 14, 6, N.blackHi) +
    rect(256, 340, 288, 230, 22, '#ffffff', op(0.95)) +
    path('M 330 380 Q 360 420 360 450 A 30 30 0 0 1 300 450 Q 300 420 330 380 Z', '#d97706') +
    rect(384, 390, 130, 18, 9, '#374151') +
    rect(384, 424, 96, 14, 7, '#9ca3af') +
    rect(284, 500, 232, 40, 10, p.base) +
    gloss(236, 250, 14, 330, 0.3)
  );
};

const sprayBottle: Drawer = (p) => {
  const head = p.light ? N.black : '#f3f4f6';
  const headEdge = p.light ? N.blackLo : '#9ca3af';
  return (
    shadow(400, 652, 190) +
    outlined(
      path(
        'M 320 300 L 320 210 Q 320 170 360 170 L 520 170 Q 548 170 548 196 L 548 214 L 470 244 L 460 300 Z',
        head,
      ) +
        rect(540, 180, 40, 30, 6, head) +
        path('M 430 238 L 470 246 Q 474 300 436 336 L 420 320 Q 440 290 430 238 Z', head),
      headEdge,
      8,
    ) +
    rect(338, 180, 120, 14, 7, '#ffffff', op(0.35)) +
    outlined(
      rect(340, 290, 110, 60, 12, p.base) +
        path(
          'M 350 340 L 440 340 Q 520 356 520 420 L 520 620 Q 520 650 490 650 L 300 650 Q 270 650 270 620 L 270 420 Q 270 356 350 340 Z',
          p.base,
        ),
      p.edge,
    ) +
    rect(286, 420, 18, 200, 9, p.hi, op(0.6)) +
    rect(300, 440, 190, 170, 20, '#ffffff', op(0.93)) +
    path(
      'M 395 470 L 407 505 L 442 517 L 407 529 L 395 564 L 383 529 L 348 517 L 383 505 Z',
      p.light ? '#0ea5e9' : p.base,
    ) +
    circle(448, 478, 9, p.light ? '#0ea5e9' : p.base) +
    rect(340, 580, 110, 12, 6, '#9ca3af')
  );
};

const carMat: Drawer = (p) => {
  const ribs = (x0: number, x1: number, y0: number, y1: number) => {
    let s = '';
    for (let y = y0; y <= y1; y += 26)
      s += line(`M ${x0} ${y} L ${x1} ${y}`, p.dark ? p.hi : p.lo2, 8, op(0.9));
    return s;
  };
  // A four-piece set laid out as in the car, seen from above; tray edges and the driver's
  // heel pad are what make a mat read as a car mat.
  const mat = (id: string, d: string, inner: string, box: [number, number, number, number]) =>
    outlined(path(d, p.base), p.edge) +
    path(inner, p.lo) +
    clip(id, path(inner, '#fff'), ribs(box[0], box[1], box[2], box[3])) +
    path(inner, 'none', stroke(p.hi, 5) + op(0.6));
  const frontL =
    'M 236 120 L 370 120 Q 392 120 392 142 L 392 400 Q 392 420 372 420 L 168 420 Q 140 420 140 392 L 140 230 Q 140 206 156 190 L 212 130 Q 222 120 236 120 Z';
  const frontLIn =
    'M 244 144 L 356 144 Q 368 144 368 156 L 368 384 Q 368 396 356 396 L 178 396 Q 164 396 164 382 L 164 236 Q 164 220 176 206 L 224 154 Q 232 144 244 144 Z';
  const frontR =
    'M 564 120 L 430 120 Q 408 120 408 142 L 408 400 Q 408 420 428 420 L 632 420 Q 660 420 660 392 L 660 230 Q 660 206 644 190 L 588 130 Q 578 120 564 120 Z';
  const frontRIn =
    'M 556 144 L 444 144 Q 432 144 432 156 L 432 384 Q 432 396 444 396 L 622 396 Q 636 396 636 382 L 636 236 Q 636 220 624 206 L 576 154 Q 568 144 556 144 Z';
  const rearL =
    'M 140 470 Q 140 446 164 446 L 340 446 L 392 490 L 392 600 Q 392 640 352 640 L 180 640 Q 140 640 140 600 Z';
  const rearLIn =
    'M 164 482 Q 164 470 176 470 L 330 470 L 368 502 L 368 594 Q 368 616 346 616 L 186 616 Q 164 616 164 594 Z';
  const rearR =
    'M 660 470 Q 660 446 636 446 L 460 446 L 408 490 L 408 600 Q 408 640 448 640 L 620 640 Q 660 640 660 600 Z';
  const rearRIn =
    'M 636 482 Q 636 470 624 470 L 470 470 L 432 502 L 432 594 Q 432 616 454 616 L 614 616 Q 636 616 636 594 Z';
  const grommet = (x: number, y: number) => circle(x, y, 15, N.metal) + circle(x, y, 7, N.metalLo);
  return (
    shadow(400, 652, 320, 26) +
    mat('mat-fl', frontL, frontLIn, [150, 380, 170, 390]) +
    rect(200, 300, 140, 80, 12, p.lo2) +
    rect(212, 312, 116, 56, 8, 'none', stroke(p.hi, 4) + op(0.5)) +
    mat('mat-fr', frontR, frontRIn, [420, 650, 170, 390]) +
    mat('mat-rl', rearL, rearLIn, [150, 380, 494, 610]) +
    mat('mat-rr', rearR, rearRIn, [420, 650, 494, 610]) +
    grommet(206, 196) +
    grommet(594, 196)
  );
};

export const car = {
  'dash-cam': dashCam,
  'car-phone-holder': carPhoneHolder,
  tyre,
  'oil-can': oilCan,
  'spray-bottle': sprayBottle,
  'car-mat': carMat,
} satisfies Record<string, Drawer>;
