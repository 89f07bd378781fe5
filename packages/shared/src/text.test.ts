import { describe, expect, it } from 'vitest';
import { foldTurkish, numberDative, slugify, titleWithoutBrand, trLower, trUpper } from './text.ts';

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

describe('titleWithoutBrand', () => {
  it('drops a leading brand, whatever its case', () => {
    expect(titleWithoutBrand('Samsung Galaxy A55 5G', 'Samsung')).toBe('Galaxy A55 5G');
    expect(titleWithoutBrand('İŞ BANKASI Kültür Yayınları Kitap', 'İş Bankası')).toBe(
      'Kültür Yayınları Kitap',
    );
  });
  it('keeps titles that do not start with the brand', () => {
    expect(titleWithoutBrand('Galaxy A55', 'Samsung')).toBe('Galaxy A55');
    expect(titleWithoutBrand('Samsungfan Kılıf', 'Samsung')).toBe('Samsungfan Kılıf');
  });

  it('gives numbers the dative ending they take when read aloud', () => {
    expect([30, 25, 20, 6, 9, 40, 50, 70, 100, 15, 1000].map(numberDative)).toEqual([
      "30'a",
      "25'e",
      "20'ye",
      "6'ya",
      "9'a",
      "40'a",
      "50'ye",
      "70'e",
      "100'e",
      "15'e",
      "1000'e",
    ]);
  });
});
