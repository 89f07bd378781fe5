import { describe, expect, it, vi } from 'vitest';
import { memoryCache } from './cache.plugin.ts';

describe('memoryCache', () => {
  it('stays bounded: the least recently used entry goes first', async () => {
    const cache = memoryCache(3);
    await cache.set('a', 1, 60);
    await cache.set('b', 2, 60);
    await cache.set('c', 3, 60);
    expect(await cache.get('a')).toBe(1); // a is now the most recently used
    await cache.set('d', 4, 60);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe(1);
    expect(await cache.get('c')).toBe(3);
    expect(await cache.get('d')).toBe(4);
  });

  it('forgets entries after their time-to-live', async () => {
    vi.useFakeTimers();
    try {
      const cache = memoryCache();
      await cache.set('k', 'v', 10);
      vi.advanceTimersByTime(9_000);
      expect(await cache.get('k')).toBe('v');
      vi.advanceTimersByTime(2_000);
      expect(await cache.get('k')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('wrap computes once for concurrent misses and serves the hit afterwards', async () => {
    const cache = memoryCache();
    let calls = 0;
    const compute = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 5));
      return { n: calls };
    };
    const [x, y] = await Promise.all([cache.wrap('w', 60, compute), cache.wrap('w', 60, compute)]);
    expect(x).toEqual({ n: 1 });
    expect(y).toEqual({ n: 1 });
    expect(await cache.wrap('w', 60, compute)).toEqual({ n: 1 });
    expect(calls).toBe(1);
  });
});
