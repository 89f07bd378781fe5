import { foldTurkish, trLower } from '@carsi/shared';

/**
 * Pure text helpers of search: splitting a query into folded words, edit distance for typo
 * tolerance and the word forms a Turkish suffix may hide. No database here.
 */

/** More words than this are ignored: nobody types them, and each costs an index scan. */
export const MAX_QUERY_WORDS = 8;

/** Folded words of a query ("Kırmızı  ELBİSE!" → ["kirmizi", "elbise"]), without repeats. */
export function queryWords(q: string): string[] {
  const words = foldTurkish(q)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** Folded words of a name or title, for matching in JavaScript (categories, brands, values). */
export const foldedWords = (s: string): string[] =>
  foldTurkish(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions): "elbse" →
 * "elbise" is 1, "elbsie" → "elbise" is 1. Stops early once the distance exceeds `max`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, prev2[j - 2]! + 1);
      cur.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

/** How many typing mistakes a word of this length may carry and still match. */
export function allowedTypos(word: string): number {
  if (/^\d+$/.test(word) || word.length < 4) return 0;
  return word.length < 8 ? 1 : 2;
}

const SOFT: Record<string, string> = { k: 'g', p: 'b', t: 'd' };
const HARD: Record<string, string> = { g: 'k', b: 'p', d: 't' };

/**
 * The word with its last consonant softened as before a Turkish vowel suffix ("cicek" →
 * "ciceg", for "çiçeği"; "kitap" → "kitab", for "kitabı"), or null.
 */
export function softened(word: string): string | null {
  const last = word.at(-1) ?? '';
  return /^[a-z]{3,}$/.test(word) && SOFT[last] ? word.slice(0, -1) + SOFT[last] : null;
}

/**
 * The leading parts of a word that could be its stem under a Turkish suffix:
 * "telefonlar" → telefonla, telefonl, telefon, telefo, telef (up to five letters cut, at least
 * three kept), plus the hardened form of a softened end ("kitabı" → kitab → kitap). The
 * vocabulary decides which of them are real words. Numbers have none.
 */
export function suffixStems(word: string): string[] {
  if (!/^[a-z]+$/.test(word) || word.length < 5) return [];
  const out: string[] = [];
  for (let len = word.length - 1; len >= Math.max(3, word.length - 5); len--) {
    const stem = word.slice(0, len);
    out.push(stem);
    // "çiçeği" → çiçeğ → çiçek: the softened consonant hardens again without the suffix.
    const hard = HARD[stem.at(-1) ?? ''];
    if (hard) out.push(stem.slice(0, -1) + hard);
  }
  return out;
}

/**
 * A word as a shopper would read it: the first word of `original` (a title or name) whose
 * folded form is `folded`, lower-cased in Turkish ("kirmizi" in "Kırmızı Elbise" → "kırmızı");
 * the folded word itself when none is.
 */
export function displayWord(folded: string, originals: readonly string[]): string {
  for (const original of originals)
    for (const word of original.split(/[^\p{L}\p{N}]+/u))
      if (word && foldTurkish(word) === folded) return trLower(word);
  return folded;
}
