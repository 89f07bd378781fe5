import { describe, expect, it } from 'vitest';
import {
  allowedTypos,
  displayWord,
  editDistance,
  MAX_QUERY_WORDS,
  queryWords,
  softened,
  suffixStems,
} from './search.text.ts';

describe('queryWords', () => {
  it('folds Turkish letters and case both ways and splits on anything else', () => {
    expect(queryWords('Kırmızı  ELBİSE!')).toEqual(['kirmizi', 'elbise']);
    expect(queryWords('IŞIK ışık Isik')).toEqual(['isik']);
    expect(queryWords('ÇİÇEK çiçek')).toEqual(['cicek']);
    expect(queryWords('Wi-Fi 5W-40')).toEqual(['wi', 'fi', '5w', '40']);
    expect(queryWords('  ...  ')).toEqual([]);
  });

  it('keeps at most a handful of words', () => {
    const many = Array.from({ length: 20 }, (_, i) => `kelime${i}`).join(' ');
    expect(queryWords(many)).toHaveLength(MAX_QUERY_WORDS);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours', () => {
    expect(editDistance('elbise', 'elbise')).toBe(0);
    expect(editDistance('elbse', 'elbise')).toBe(1);
    expect(editDistance('elbsie', 'elbise')).toBe(1);
    expect(editDistance('samsng', 'samsung')).toBe(1);
    expect(editDistance('makinasi', 'makinesi')).toBe(1);
    expect(editDistance('elbsee', 'elbise')).toBe(2);
    expect(editDistance('kalem', 'telefon')).toBeGreaterThan(3);
  });

  it('stops early past the limit', () => {
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
  });

  it('allows more mistakes in longer words, none in short words and numbers', () => {
    expect(allowedTypos('tv')).toBe(0);
    expect(allowedTypos('2025')).toBe(0);
    expect(allowedTypos('elbse')).toBe(1);
    expect(allowedTypos('televizyn')).toBe(2);
  });
});

describe('Turkish word forms', () => {
  it('offers the leading parts a suffix may hide, with a softened end hardened again', () => {
    expect(suffixStems('telefonlar')).toContain('telefon');
    expect(suffixStems('ayakkabilar')).toContain('ayakkabi');
    expect(suffixStems('kitabi')).toContain('kitap');
    expect(suffixStems('cicegi')).toContain('cicek');
    expect(suffixStems('tv')).toEqual([]);
    expect(suffixStems('12345')).toEqual([]);
    for (const s of suffixStems('telefonlar')) expect(s.length).toBeGreaterThanOrEqual(3);
  });

  it('softens a last k, p or t before a vowel suffix', () => {
    expect(softened('cicek')).toBe('ciceg');
    expect(softened('kitap')).toBe('kitab');
    expect(softened('dolap')).toBe('dolab');
    expect(softened('elbise')).toBeNull();
    expect(softened('4k')).toBeNull();
  });

  it('shows a folded word with its Turkish letters when a source has it', () => {
    expect(displayWord('kirmizi', ['Siyah', 'Kırmızı'])).toBe('kırmızı');
    expect(displayWord('ayakkabi', ['Nike Kadın Sneaker Ayakkabı'])).toBe('ayakkabı');
    expect(displayWord('isik', ['IŞIK'])).toBe('ışık');
    expect(displayWord('zzz', ['Kırmızı'])).toBe('zzz');
  });
});
