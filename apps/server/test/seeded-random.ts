/**
 * A small deterministic generator for tests that build many cases at random: a failure names a
 * seed and a case that can be run again.
 */
export function seededRandom(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}
