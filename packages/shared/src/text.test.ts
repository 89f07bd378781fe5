import { describe, expect, it } from 'vitest';
import { foldTurkish, slugify, titleWithoutBrand, trLower, trUpper } from './text.ts';

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
});
