import { describe, expect, it } from 'vitest';
import {
  authRoutes,
  buildPath,
  dashboardRoutes,
  guardedRoutes,
  infoPages,
  paths,
  publicRoutes,
} from './paths';

// Copied by hand from SPEC §2, character for character.
const SPEC_PUBLIC = [
  '/',
  '/urun-detay/:slug',
  '/kategori/:cid',
  '/alt-kategori/:cid',
  '/search',
  '/cok-satanlar',
  '/super-firsatlar',
  '/uyumlu-sistem',
  '/sepet/',
  '/forgot-password',
  '/reset-password/:uidb64/:token',
  '/deneme2',
];
const SPEC_INFO = [
  'hakkimizda',
  'kargolamabilgileri',
  'gizlilikpolitikasi',
  'iletisim',
  'sartlar_ve_kosullar',
  'cerez_politikası',
  'kariyer-sayfasi',
  'destek-sayfasi',
  'is-birligi',
  'is-yeri-listesi',
  'bakim-onarim',
  'tedarikci-talebi',
  'promosyon-merkezi',
  'aplikasyon-yakinda',
].map((slug) => `/idari/${slug}`);
const SPEC_AUTH = ['/login', '/kayit'];
const SPEC_GUARDED = [
  '/access-token',
  '/logout',
  '/hesabim/oturumlar',
  '/profile-setup',
  '/opt/verify',
  '/profile',
  '/profileguncelle',
  '/change-password',
  '/adres-giris/',
  '/adres/',
  '/update_address/:id',
  '/isyeri_basvuru/',
  '/isyeri_guncelle/:vid',
  '/isyeri_detay/:vid',
  '/mesaj_kutusu/',
  '/basvuru/',
  '/favoriler',
  '/sepetim/',
  '/adres-sec/',
  '/urun-teslim/',
  '/odeme-islemi/',
  '/odeme-tamamlandi/',
  '/siparislerim/',
  '/siparislerim/:id',
  '/siparisleris-takibi',
  '/chatUI',
  '/cuzdanim',
  '/dashboard',
];
const SPEC_DASHBOARD = [
  'overview',
  'orders',
  'products',
  'analytics',
  'settings',
  'notifications',
  'vendor/orders/:id/details',
  'urun-giris',
  'products/urun-bilgisi-temel',
  'products/urun-foto/:pid/edit',
  'products/urun-varyant/:pid',
  'products/urun-liste/:pid',
  'products/urun-onizleme/:pid',
  'products/urun-kaydedildi',
  'analitik',
  'questions',
  'kuponlar',
  'kampanyalar',
  'yildizli-firsatlar',
  'discounts/add-products',
  'campaigns/success',
  'urun-satis',
  'temel-marka-bilgisi',
  'marka-giris',
  'vendor/products/create-variants',
  'vendor/products/create-product-base',
  'temel-product-line',
  'urun-tarama',
  'products/create-variant',
  'ozellik-olustur',
  'temel-urun-son',
  'yakinda-gelecek',
];

const sorted = (xs: readonly string[]) => [...xs].sort();

describe('route table', () => {
  it('has exactly the public routes of the spec', () => {
    expect(sorted(publicRoutes.map((r) => r.path))).toEqual(sorted(SPEC_PUBLIC));
  });

  it('has the 14 info pages under /idari/, spelled as in the spec', () => {
    expect(sorted(infoPages.map((r) => r.path))).toEqual(sorted(SPEC_INFO));
    expect(infoPages.map((r) => r.path)).toContain('/idari/cerez_politikası');
  });

  it('has /login and /kayit', () => {
    expect(sorted(authRoutes.map((r) => r.path))).toEqual(sorted(SPEC_AUTH));
  });

  it('has exactly the guarded routes of the spec, trailing slashes included', () => {
    expect(sorted(guardedRoutes.map((r) => r.path))).toEqual(sorted(SPEC_GUARDED));
  });

  it('has every dashboard nested route, relative as in the spec', () => {
    expect(sorted(dashboardRoutes.map((r) => r.path))).toEqual(sorted(SPEC_DASHBOARD));
    for (const r of dashboardRoutes) expect(r.fullPath).toBe(`/dashboard/${r.path}`);
  });

  it('gives every route a Turkish title and a unique path', () => {
    const all = [...publicRoutes, ...infoPages, ...authRoutes, ...guardedRoutes];
    expect(new Set(all.map((r) => r.path)).size).toBe(all.length);
    for (const r of [...all, ...dashboardRoutes]) expect(r.title.trim().length).toBeGreaterThan(2);
  });
});

describe('builders', () => {
  it('fills and encodes parameters', () => {
    expect(paths.productDetail.build({ slug: 'çaydanlık 2 li' })).toBe(
      '/urun-detay/%C3%A7aydanl%C4%B1k%202%20li',
    );
    expect(paths.category.build({ cid: 12 })).toBe('/kategori/12');
    expect(paths.subCategory.build({ cid: 7 })).toBe('/alt-kategori/7');
    expect(paths.resetPassword.build({ uidb64: 'MQ', token: 'a-b' })).toBe(
      '/reset-password/MQ/a-b',
    );
    expect(paths.orderDetail.build({ id: 5 })).toBe('/siparislerim/5');
    expect(paths.guestCart.build()).toBe('/sepet/');
    expect(paths.dashboardPages.orderDetails.build({ id: 9 })).toBe(
      '/dashboard/vendor/orders/9/details',
    );
    expect(paths.dashboardPages.productPhotos.build({ pid: 3 })).toBe(
      '/dashboard/products/urun-foto/3/edit',
    );
    expect(paths.dashboardPages.overview.build()).toBe('/dashboard/overview');
    expect(paths.info['cerez_politikası'].build()).toBe('/idari/cerez_politikası');
  });

  it('refuses a missing parameter', () => {
    expect(() => buildPath('/kategori/:cid', {})).toThrow(/cid/);
  });

  it('is typed by the pattern', () => {
    // @ts-expect-error slug is required
    expect(() => paths.productDetail.build({})).toThrow();
    // @ts-expect-error no parameters on a static route
    paths.home.build({ x: 1 });
  });
});
