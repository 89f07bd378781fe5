import { describe, expect, it } from 'vitest';
import { appRoutePatterns, matchAppPath } from './routes.ts';

describe('the web app route patterns', () => {
  it('hold every screen once, spelled as the spec spells it', () => {
    const all = appRoutePatterns();
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain('/sepet/');
    expect(all).toContain('/favoriler');
    expect(all).toContain('/dashboard/vendor/orders/:id/details');
    expect(all).toContain('/idari/cerez_politikası');
  });
});

describe('matchAppPath', () => {
  it('knows static, dynamic, dashboard and info pages, percent-encoded as they arrive', () => {
    for (const path of [
      '/',
      '/cok-satanlar',
      '/sepet/',
      '/urun-detay/akilli-telefon-128-gb',
      '/urun-detay/%C3%A7aydanl%C4%B1k',
      '/kategori/1',
      '/reset-password/MQ/abc-123',
      '/siparislerim/',
      '/siparislerim/42',
      '/dashboard',
      '/dashboard/overview',
      '/dashboard/products/urun-foto/3/edit',
      '/idari/cerez_politikas%C4%B1',
    ]) {
      expect(matchAppPath(path), path).toEqual({ kind: 'page' });
    }
  });

  it('moves a path that differs only by its trailing slash to the spec spelling', () => {
    expect(matchAppPath('/favoriler/')).toEqual({ kind: 'moved', location: '/favoriler' });
    expect(matchAppPath('/sepet')).toEqual({ kind: 'moved', location: '/sepet/' });
    expect(matchAppPath('/siparislerim/42/')).toEqual({
      kind: 'moved',
      location: '/siparislerim/42',
    });
    expect(matchAppPath('/dashboard/')).toEqual({ kind: 'moved', location: '/dashboard' });
  });

  it('knows nothing else', () => {
    for (const path of [
      '/bilinmeyen-sayfa',
      '/urun-detay/',
      '/urun-detay/a/b',
      '/SEPET/',
      '/idari/yok',
      '/dashboard/yok',
      '/idari/%E0%A4%A',
      '//evil.example/',
      '//evil.example',
      'kategori/1',
      '',
    ]) {
      expect(matchAppPath(path), path).toEqual({ kind: 'unknown' });
    }
  });
});
