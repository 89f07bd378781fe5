import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  ILLUSTRATION_SHAPES,
  type IllustrationShape,
  defaultColorFor,
  renderIllustrationSvg,
} from './illustrations.ts';

const BG = '#eef2f7';

/** Raw RGB of the middle 400×400 of the 800 px picture, where every object sits. */
async function centrePixels(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .resize(800, 800)
    .extract({ left: 200, top: 200, width: 400, height: 400 })
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** Share of pixels whose colour differs clearly between two renders. */
function changedShare(a: Buffer, b: Buffer): number {
  let changed = 0;
  for (let i = 0; i < a.length; i += 3) {
    const d =
      Math.abs((a[i] ?? 0) - (b[i] ?? 0)) +
      Math.abs((a[i + 1] ?? 0) - (b[i + 1] ?? 0)) +
      Math.abs((a[i + 2] ?? 0) - (b[i + 2] ?? 0));
    if (d > 60) changed++;
  }
  return changed / (a.length / 3);
}

describe('product illustrations', () => {
  it('lists every shape once', () => {
    expect(new Set(ILLUSTRATION_SHAPES).size).toBe(ILLUSTRATION_SHAPES.length);
  });

  it.each(ILLUSTRATION_SHAPES)('%s renders to an 800 px PNG', async (shape) => {
    const svg = renderIllustrationSvg({ shape, color: defaultColorFor(shape), bg: BG });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    const png = await sharp(Buffer.from(svg), { density: 144 })
      .resize(800, 800, { fit: 'cover' })
      .png()
      .toBuffer();
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 800, height: 800 });
    // The same spec always gives the same picture.
    expect(renderIllustrationSvg({ shape, color: defaultColorFor(shape), bg: BG })).toBe(svg);
  });

  it.each(ILLUSTRATION_SHAPES)('%s is drawn in the given colour', async (shape) => {
    const red = await centrePixels(renderIllustrationSvg({ shape, color: '#dc2626', bg: BG }));
    const blue = await centrePixels(renderIllustrationSvg({ shape, color: '#2563eb', bg: BG }));
    expect(changedShare(red, blue)).toBeGreaterThan(0.05);
  });

  it('has a valid default colour for every shape', () => {
    for (const shape of ILLUSTRATION_SHAPES)
      expect(defaultColorFor(shape)).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each(['red', '#fff', '#12345g', '#1234567', '', '#ffffff"/><script>', ' #ffffff'])(
    'rejects the colour %j',
    (bad) => {
      expect(() => renderIllustrationSvg({ shape: 'phone', color: bad, bg: BG })).toThrow();
      expect(() => renderIllustrationSvg({ shape: 'phone', color: '#dc2626', bg: bad })).toThrow();
    },
  );

  it.each(['banana', '__proto__', 'toString', ''])('rejects the shape %j', (bad) => {
    const shape = bad as IllustrationShape;
    expect(() => renderIllustrationSvg({ shape, color: '#dc2626', bg: BG })).toThrow();
    expect(() => defaultColorFor(shape)).toThrow();
  });
});
