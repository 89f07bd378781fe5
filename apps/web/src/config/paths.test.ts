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
import {
  SPEC_PUBLIC,
  SPEC_INFO,
  SPEC_AUTH,
  SPEC_GUARDED,
  SPEC_DASHBOARD,
  BEYOND_SPEC_PUBLIC,
  BEYOND_SPEC_GUARDED,
  BEYOND_SPEC_DASHBOARD,
} from '../../test/spec-routes';

const sorted = (xs: readonly string[]) => [...xs].sort();

describe('route table', () => {
  it('has exactly the public routes of the spec, and the shop page beyond it', () => {
    expect(sorted(publicRoutes.map((r) => r.path))).toEqual(
      sorted([...SPEC_PUBLIC, ...BEYOND_SPEC_PUBLIC]),
    );
  });

  it('has the 14 info pages under /idari/, spelled as in the spec', () => {
    expect(sorted(infoPages.map((r) => r.path))).toEqual(sorted(SPEC_INFO));
    expect(infoPages.map((r) => r.path)).toContain('/idari/cerez_politikası');
  });

  it('has /login and /kayit', () => {
    expect(sorted(authRoutes.map((r) => r.path))).toEqual(sorted(SPEC_AUTH));
  });

  it("has exactly the guarded routes of the spec, trailing slashes included, and the operators' page", () => {
    expect(sorted(guardedRoutes.map((r) => r.path))).toEqual(
      sorted([...SPEC_GUARDED, ...BEYOND_SPEC_GUARDED]),
    );
  });

  it('has every dashboard nested route, relative as in the spec', () => {
    expect(sorted(dashboardRoutes.map((r) => r.path))).toEqual(
      sorted([...SPEC_DASHBOARD, ...BEYOND_SPEC_DASHBOARD]),
    );
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
