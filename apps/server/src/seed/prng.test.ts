import { describe, expect, it } from 'vitest';
import { deriveSeed, Rng } from './prng.ts';

describe('Rng', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = new Rng(42);
    const b = new Rng(42);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => new Rng(43).next())).not.toEqual(seqA);
  });

  it('keeps int, pick, weighted, sample and run within bounds', () => {
    const r = new Rng(7);
    const items = ['a', 'b', 'c', 'd', 'e'];
    for (let i = 0; i < 1000; i++) {
      const n = r.int(3, 6);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
      expect(items).toContain(r.pick(items));
      expect(r.weighted(items, (x) => (x === 'c' ? 0 : 1))).not.toBe('c');
      const s = r.sample(items, 3);
      expect(new Set(s).size).toBe(3);
      const run = r.run(items, 2);
      expect(items.join('')).toContain(run.join(''));
    }
  });

  it('shuffles without losing items and honours probabilities roughly', () => {
    const r = new Rng(1);
    expect(r.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    let hits = 0;
    for (let i = 0; i < 10_000; i++) if (r.chance(0.15)) hits++;
    expect(hits).toBeGreaterThan(1300);
    expect(hits).toBeLessThan(1700);
  });

  it('derives distinct, stable seeds from labels', () => {
    expect(deriveSeed(1, 'large')).toBe(deriveSeed(1, 'large'));
    expect(deriveSeed(1, 'large')).not.toBe(deriveSeed(1, 'demo'));
  });
});
