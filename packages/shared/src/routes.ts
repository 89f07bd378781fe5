// The path patterns of every screen of the web app (SPEC §2), written exactly as the spec writes
// them: trailing slashes and spellings included. This is the one list: the web's typed route table
// (apps/web/src/config/paths.ts) builds on it, and the server matches it to know which paths are
// pages (200 with the app shell) and which are not (404).

export const publicRoutePatterns = {
  home: '/',
  productDetail: '/urun-detay/:slug',
  category: '/kategori/:cid',
  subCategory: '/alt-kategori/:cid',
  search: '/search',
  bestSellers: '/cok-satanlar',
  superDeals: '/super-firsatlar',
  compatibleSystem: '/uyumlu-sistem',
  guestCart: '/sepet/',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:uidb64/:token',
  deneme2: '/deneme2',
  /** A seller's public shop page (not in the spec; the product page's seller name links here). */
  shop: '/magaza/:slug',
} as const;

/** Pages that only make sense without a session. */
export const authRoutePatterns = {
  login: '/login',
  register: '/kayit',
} as const;

/** Pages that need a logged-in user. */
export const guardedRoutePatterns = {
  accessToken: '/access-token',
  logout: '/logout',
  sessions: '/hesabim/oturumlar',
  profileSetup: '/profile-setup',
  emailVerify: '/opt/verify',
  profile: '/profile',
  profileUpdate: '/profileguncelle',
  changePassword: '/change-password',
  addressCreate: '/adres-giris/',
  addresses: '/adres/',
  addressUpdate: '/update_address/:id',
  businessApply: '/isyeri_basvuru/',
  businessUpdate: '/isyeri_guncelle/:vid',
  businessDetail: '/isyeri_detay/:vid',
  inbox: '/mesaj_kutusu/',
  businessSoon: '/basvuru/',
  favorites: '/favoriler',
  cart: '/sepetim/',
  chooseAddress: '/adres-sec/',
  delivery: '/urun-teslim/',
  payment: '/odeme-islemi/',
  paymentDone: '/odeme-tamamlandi/',
  orders: '/siparislerim/',
  orderDetail: '/siparislerim/:id',
  orderTracking: '/siparisleris-takibi',
  chat: '/chatUI',
  wallet: '/cuzdanim',
  dashboard: '/dashboard',
  /** Operators: business applications to approve or reject (not in the spec). */
  operatorApplications: '/yonetim/basvurular',
  /** Operators: products, brands and attribute values waiting for review (not in the spec). */
  operatorModeration: '/yonetim/moderasyon',
  /** Operators: the console's home, every queue with its count, and the jobs (not in the spec). */
  operatorConsole: '/yonetim',
  /** Operators: questions sellers reported, to keep or remove (not in the spec). */
  operatorQuestions: '/yonetim/sorular',
  /** Operators: the audit log of every operator action (not in the spec; issue 16). */
  operatorAudit: '/yonetim/denetim',
  /** Operators: the category tree and each category's attributes (not in the spec; issue 16). */
  operatorCategories: '/yonetim/kategoriler',
  /** Operators: users, search and suspension (not in the spec; issue 16). */
  operatorUsers: '/yonetim/kullanicilar',
  /** Operators: shoppers' disputes of rejected returns (not in the spec; issue 16). */
  operatorDisputes: '/yonetim/itirazlar',
  /** Operators: commission rules by category, business and campaign (not in the spec). */
  operatorCommissions: '/yonetim/komisyonlar',
  /** Operators: sellers' weekly statements and their payouts (not in the spec). */
  operatorPayouts: '/yonetim/odemeler',
  /** Operators: sellers' starred-deal nominations to approve within the day's slots (not in the spec). */
  operatorStarredDeals: '/yonetim/yildizli-firsatlar',
} as const;

/** Nested under `/dashboard`, relative as the spec writes them. */
export const dashboardRoutePatterns = {
  overview: 'overview',
  notifications: 'notifications',
  analytics: 'analytics',
  analitik: 'analitik',
  orders: 'orders',
  orderDetails: 'vendor/orders/:id/details',
  soldItems: 'urun-satis',
  products: 'products',
  productEntry: 'urun-giris',
  productBasics: 'products/urun-bilgisi-temel',
  productPhotos: 'products/urun-foto/:pid/edit',
  productVariants: 'products/urun-varyant/:pid',
  productListing: 'products/urun-liste/:pid',
  productPreview: 'products/urun-onizleme/:pid',
  productSaved: 'products/urun-kaydedildi',
  createVariants: 'vendor/products/create-variants',
  createProductBase: 'vendor/products/create-product-base',
  productLine: 'temel-product-line',
  productScan: 'urun-tarama',
  createVariant: 'products/create-variant',
  createAttribute: 'ozellik-olustur',
  productFinish: 'temel-urun-son',
  coupons: 'kuponlar',
  campaigns: 'kampanyalar',
  campaignSuccess: 'campaigns/success',
  starredDeals: 'yildizli-firsatlar',
  discountAddProducts: 'discounts/add-products',
  brandBasics: 'temel-marka-bilgisi',
  brandEntry: 'marka-giris',
  questions: 'questions',
  settings: 'settings',
  comingSoon: 'yakinda-gelecek',
  /** The seller's ledger, statements and payouts (issue 16; not in the spec). */
  payouts: 'hakedis',
} as const;

/** The info pages, each at `/idari/<slug>`. */
export const infoSlugs = [
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
] as const;
export type InfoSlug = (typeof infoSlugs)[number];

export const dashboardPath = (relative: string) =>
  `${guardedRoutePatterns.dashboard}/${relative}` as const;
export const infoPath = <S extends InfoSlug>(slug: S) => `/idari/${slug}` as const;

let all: readonly string[] | undefined;
let compiled: readonly string[][] | undefined;

/**
 * Every absolute path pattern the web app serves. Built on first use, so the web app's entry
 * script, which needs the tables but not this list, does not carry it.
 */
export function appRoutePatterns(): readonly string[] {
  all ??= [
    ...Object.values(publicRoutePatterns),
    ...Object.values(authRoutePatterns),
    ...Object.values(guardedRoutePatterns),
    ...Object.values(dashboardRoutePatterns).map(dashboardPath),
    ...infoSlugs.map(infoPath),
  ];
  return all;
}

/** Percent-decoded segments of a request path, or null when its encoding is broken. */
function decodedSegments(path: string): string[] | null {
  try {
    return path.split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
}

function matchesSome(segments: string[]): boolean {
  // A pattern's segments: `'/sepet/'` → `['', 'sepet', '']`; `:name` segments match any one.
  compiled ??= appRoutePatterns().map((p) => p.split('/'));
  return compiled.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((p, i) => (p.startsWith(':') ? segments[i] !== '' : p === segments[i])),
  );
}

export type AppPathMatch =
  /** A page of the web app, spelled as the spec spells it. */
  | { kind: 'page' }
  /** A page whose spec spelling has one trailing slash more or less: `location` is that spelling. */
  | { kind: 'moved'; location: string }
  | { kind: 'unknown' };

/**
 * How the web app answers a request path (without its query string; percent-encoded as it
 * arrives). Matching is exact and case-sensitive, like the client router's routes; a path that
 * differs from a route only by its trailing slash is sent to the spec's spelling, so each page has
 * one address.
 */
export function matchAppPath(path: string): AppPathMatch {
  if (!path.startsWith('/')) return { kind: 'unknown' };
  const segments = decodedSegments(path);
  if (!segments) return { kind: 'unknown' };
  if (matchesSome(segments)) return { kind: 'page' };
  // Never answer `//host` with a redirect a browser would read as another site.
  if (path === '/' || path.startsWith('//')) return { kind: 'unknown' };
  const toggled = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
  const other = decodedSegments(toggled);
  return other && matchesSome(other) ? { kind: 'moved', location: toggled } : { kind: 'unknown' };
}
