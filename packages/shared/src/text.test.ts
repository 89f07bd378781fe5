import { describe, expect, it } from 'vitest';
import { foldTurkish, slugify, trLower, trUpper } from './text.ts';

describe('Turkish text', () => {
  it('cases İ/i and I/ı the Turkish way', () => {
    expect(trUpper('istanbul ılık')).toBe('İSTANBUL ILIK');
    expect(trLower('IĞDIR İZMİR')).toBe('ığdır izmir');
  });

  it('folds both ways so plain ASCII queries match Turkish text', () => {
    expect(foldTurkish('Çiçek')).toBe('cicek');
    expect(foldTurkish('ÇİÇEK')).toBe('cicek');
    expect(foldTurkish('IŞIK')).toBe('isik');
    expect(foldTurkish('ışık')).toBe('isik');
    expect(foldTurkish('KIRMIZI')).toBe(foldTurkish('kırmızı'));
    expect(foldTurkish('Ğğ Öö Üü Şş')).toBe('gg oo uu ss');
  });

  it('makes ASCII slugs', () => {
    expect(slugify('Kırmızı Çiçekli Elbise')).toBe('kirmizi-cicekli-elbise');
    expect(slugify('Ev & Yaşam')).toBe('ev-ve-yasam');
    expect(slugify('  --Oto Aksesuar!! ')).toBe('oto-aksesuar');
  });
});
