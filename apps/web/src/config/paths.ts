// The typed route table of Çarşı: every screen of SPEC §2, with its Turkish title.
// The patterns come from @carsi/shared (routes.ts), the one list the server matches too; they are
// kept exactly as the spec writes them (trailing slashes, spellings included). React Router
// matches them with or without the trailing slash; the server sends the other spelling on to the
// spec's with a 301.
import {
  authRoutePatterns,
  dashboardPath,
  dashboardRoutePatterns,
  guardedRoutePatterns,
  infoPath,
  infoSlugs,
  publicRoutePatterns,
  type InfoSlug,
} from '@carsi/shared';

type Segments<S extends string> = S extends `${infer Head}/${infer Tail}`
  ? Head | Segments<Tail>
  : S;
type ParamOf<Seg extends string> = Seg extends `:${infer Name}` ? Name : never;
/** `'/siparislerim/:id'` → `'id'` */
export type PathParamNames<S extends string> = ParamOf<Segments<S>>;
export type PathParams<S extends string> = { [K in PathParamNames<S>]: string | number };

type Builder<S extends string> = [PathParamNames<S>] extends [never]
  ? () => string
  : (params: PathParams<S>) => string;

/** Fills `:name` segments with URL-encoded values. */
export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new Error(`Missing route parameter "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

export interface AppRoute<S extends string = string> {
  /** Path pattern as written in the spec. */
  readonly path: S;
  /** Turkish page title (also the page's h1 and document title). */
  readonly title: string;
  readonly build: Builder<S>;
}

function route<const S extends string>(path: S, title: string): AppRoute<S> {
  const build = ((params?: Record<string, string | number>) =>
    buildPath(path, params)) as Builder<S>;
  return { path, title, build };
}

/** A table of routes from the shared patterns, each with its title: every pattern needs one. */
function table<const P extends Record<string, string>>(
  patterns: P,
  titles: { readonly [K in keyof P]: string },
): { readonly [K in keyof P]: AppRoute<P[K]> } {
  const out = {} as { [K in keyof P]: AppRoute<P[K]> };
  for (const key of Object.keys(patterns) as (keyof P)[])
    out[key] = route(patterns[key], titles[key]);
  return out;
}

// ---------------------------------------------------------------------------
// Public routes
// ---------------------------------------------------------------------------
export const publicPaths = table(publicRoutePatterns, {
  home: 'Ana sayfa',
  productDetail: 'Ürün detayı',
  category: 'Kategori',
  subCategory: 'Alt kategori',
  search: 'Arama sonuçları',
  bestSellers: 'Çok satanlar',
  superDeals: 'Süper fırsatlar',
  compatibleSystem: 'Uyumlu sistem',
  guestCart: 'Sepetim',
  forgotPassword: 'Şifremi unuttum',
  resetPassword: 'Yeni şifre belirle',
  deneme2: 'Tasarım sistemi',
  shop: 'Mağaza',
});

/** Pages that only make sense without a session (SPEC §2: hidden when an access value is stored). */
export const authPaths = table(authRoutePatterns, {
  login: 'Giriş yap',
  register: 'Üye ol',
});

// ---------------------------------------------------------------------------
// Guarded routes (need a logged-in user)
// ---------------------------------------------------------------------------
export const guardedPaths = table(guardedRoutePatterns, {
  accessToken: 'Erişim anahtarı',
  logout: 'Çıkış yap',
  sessions: 'Oturumlarım',
  profileSetup: 'Profilini tamamla',
  emailVerify: 'E-posta adresini doğrula',
  profile: 'Hesabım',
  profileUpdate: 'Bilgilerimi güncelle',
  changePassword: 'Şifre değiştir',
  addressCreate: 'Yeni adres ekle',
  addresses: 'Adreslerim',
  addressUpdate: 'Adresi güncelle',
  businessApply: 'İşyeri başvurusu',
  businessUpdate: 'İşyeri bilgilerini güncelle',
  businessDetail: 'İşyeri detayı',
  inbox: 'Mesaj kutusu',
  businessSoon: 'Mağazanız yakında açılıyor',
  favorites: 'Favorilerim',
  cart: 'Sepetim',
  chooseAddress: 'Teslimat adresi',
  delivery: 'Teslimat seçenekleri',
  payment: 'Ödeme',
  paymentDone: 'Siparişiniz alındı',
  orders: 'Siparişlerim',
  orderDetail: 'Sipariş detayı',
  orderTracking: 'Sipariş takibi',
  chat: 'Sohbet',
  wallet: 'Cüzdanım',
  operatorApplications: 'İşyeri başvuruları',
  operatorModeration: 'İnceleme kuyruğu',
  operatorConsole: 'Yönetim paneli',
  operatorQuestions: 'Bildirilen sorular',
  operatorAudit: 'Denetim kaydı',
  operatorCategories: 'Kategoriler',
  operatorUsers: 'Kullanıcılar',
  operatorDisputes: 'İade itirazları',
  operatorCommissions: 'Komisyon kuralları',
  operatorPayouts: 'Satıcı ödemeleri',
  operatorStarredDeals: 'Yıldızlı fırsat onayları',
  dashboard: 'Mağaza paneli',
});

// ---------------------------------------------------------------------------
// Dashboard nested routes (relative to /dashboard, exactly as in the spec)
// ---------------------------------------------------------------------------
export type DashboardGroup = 'Genel' | 'Siparişler' | 'Ürünler' | 'Pazarlama' | 'Marka ve mağaza';
export const dashboardGroups: readonly DashboardGroup[] = [
  'Genel',
  'Siparişler',
  'Ürünler',
  'Pazarlama',
  'Marka ve mağaza',
];

export interface DashboardRoute<S extends string = string> extends AppRoute<S> {
  /** The absolute pattern, `/dashboard/<path>`. */
  readonly fullPath: string;
  readonly group: DashboardGroup;
}

function dashboardRoute<const S extends string>(
  path: S,
  title: string,
  group: DashboardGroup,
): DashboardRoute<S> {
  const fullPath = dashboardPath(path);
  const build = ((params?: Record<string, string | number>) =>
    buildPath(fullPath, params)) as Builder<S>;
  return { path, fullPath, title, group, build };
}

type D = typeof dashboardRoutePatterns;
const dashboardTitles: { readonly [K in keyof D]: readonly [string, DashboardGroup] } = {
  overview: ['Genel bakış', 'Genel'],
  notifications: ['Bildirimler', 'Genel'],
  analytics: ['Satış analizi', 'Genel'],
  analitik: ['Analitik raporlar', 'Genel'],
  orders: ['Siparişler', 'Siparişler'],
  orderDetails: ['Sipariş detayı', 'Siparişler'],
  soldItems: ['Satılan ürünler', 'Siparişler'],
  products: ['Ürünler', 'Ürünler'],
  productEntry: ['Ürün girişi', 'Ürünler'],
  productBasics: ['Temel ürün bilgileri', 'Ürünler'],
  productPhotos: ['Ürün fotoğrafları', 'Ürünler'],
  productVariants: ['Ürün varyantları', 'Ürünler'],
  productListing: ['Ürün satış bilgileri', 'Ürünler'],
  productPreview: ['Ürün önizleme', 'Ürünler'],
  productSaved: ['Ürün kaydedildi', 'Ürünler'],
  createVariants: ['Varyantları oluştur', 'Ürünler'],
  createProductBase: ['Ürün taslağı oluştur', 'Ürünler'],
  productLine: ['Ürün serileri', 'Ürünler'],
  productScan: ['Ürün tarama', 'Ürünler'],
  createVariant: ['Yeni varyant', 'Ürünler'],
  createAttribute: ['Özellik değeri öner', 'Ürünler'],
  productFinish: ['Ürün girişini tamamla', 'Ürünler'],
  coupons: ['Kuponlar', 'Pazarlama'],
  campaigns: ['Kampanyalar', 'Pazarlama'],
  campaignSuccess: ['Kampanya oluşturuldu', 'Pazarlama'],
  starredDeals: ['Yıldızlı fırsatlar', 'Pazarlama'],
  discountAddProducts: ['İndirime ürün ekle', 'Pazarlama'],
  brandBasics: ['Marka başvurusu', 'Marka ve mağaza'],
  brandEntry: ['Markalar', 'Marka ve mağaza'],
  questions: ['Müşteri soruları', 'Marka ve mağaza'],
  settings: ['Mağaza ayarları', 'Marka ve mağaza'],
  comingSoon: ['Yakında gelecek özellikler', 'Marka ve mağaza'],
  payouts: ['Hakediş ve ödemeler', 'Siparişler'],
};

export const dashboardPaths = Object.fromEntries(
  (Object.keys(dashboardRoutePatterns) as (keyof D)[]).map((key) => {
    const [title, group] = dashboardTitles[key];
    return [key, dashboardRoute(dashboardRoutePatterns[key], title, group)];
  }),
) as { readonly [K in keyof D]: DashboardRoute<D[K]> };

// ---------------------------------------------------------------------------
// Info pages under /idari/
// ---------------------------------------------------------------------------
export type InfoGroup = 'Kurumsal' | 'Yardım' | 'Satıcılar';
export const infoGroups: readonly InfoGroup[] = ['Kurumsal', 'Yardım', 'Satıcılar'];

export { infoSlugs, type InfoSlug };

export interface InfoRoute extends AppRoute<`/idari/${string}`> {
  readonly slug: InfoSlug;
  readonly group: InfoGroup;
}

function infoRoute(slug: InfoSlug, title: string, group: InfoGroup): InfoRoute {
  const path = infoPath(slug);
  return { slug, path, title, group, build: () => path };
}

export const infoPaths: Record<InfoSlug, InfoRoute> = {
  hakkimizda: infoRoute('hakkimizda', 'Hakkımızda', 'Kurumsal'),
  'kariyer-sayfasi': infoRoute('kariyer-sayfasi', 'Kariyer', 'Kurumsal'),
  'aplikasyon-yakinda': infoRoute('aplikasyon-yakinda', 'Mobil uygulama yakında', 'Kurumsal'),
  gizlilikpolitikasi: infoRoute(
    'gizlilikpolitikasi',
    'Gizlilik politikası ve KVKK aydınlatma metni',
    'Kurumsal',
  ),
  sartlar_ve_kosullar: infoRoute('sartlar_ve_kosullar', 'Şartlar ve koşullar', 'Kurumsal'),
  cerez_politikası: infoRoute('cerez_politikası', 'Çerez politikası', 'Kurumsal'),
  'destek-sayfasi': infoRoute('destek-sayfasi', 'Yardım ve destek', 'Yardım'),
  iletisim: infoRoute('iletisim', 'İletişim', 'Yardım'),
  kargolamabilgileri: infoRoute('kargolamabilgileri', 'Kargo ve teslimat bilgileri', 'Yardım'),
  'bakim-onarim': infoRoute('bakim-onarim', 'Bakım ve onarım', 'Yardım'),
  'is-birligi': infoRoute('is-birligi', 'İş birliği', 'Satıcılar'),
  'tedarikci-talebi': infoRoute('tedarikci-talebi', 'Tedarikçi talebi', 'Satıcılar'),
  'is-yeri-listesi': infoRoute('is-yeri-listesi', 'İş yeri listesi', 'Satıcılar'),
  'promosyon-merkezi': infoRoute('promosyon-merkezi', 'Promosyon merkezi', 'Satıcılar'),
};

// ---------------------------------------------------------------------------
// The one object most code imports, plus flat lists for the router and tests.
// ---------------------------------------------------------------------------
export const paths = {
  ...publicPaths,
  ...authPaths,
  ...guardedPaths,
  dashboardPages: dashboardPaths,
  info: infoPaths,
} as const;

export type PublicRouteKey = keyof typeof publicPaths;
export type AuthRouteKey = keyof typeof authPaths;
export type GuardedRouteKey = keyof typeof guardedPaths;
export type DashboardRouteKey = keyof typeof dashboardPaths;

/** A route as a list item: its key in the table, its pattern, title and a loosely typed builder. */
export interface RouteEntry {
  key: string;
  path: string;
  title: string;
  build: (params?: Record<string, string | number>) => string;
}
export interface DashboardRouteEntry extends RouteEntry {
  /** `/dashboard/<path>` */
  fullPath: string;
  group: DashboardGroup;
}

function entries<E extends RouteEntry>(
  table: Record<string, Omit<E, 'key' | 'build'> & { build: unknown }>,
): E[] {
  return Object.entries(table).map(([key, r]) => ({ ...r, key }) as unknown as E);
}

/** Public screens except the info pages (which are in `infoPages`). Includes `/`. */
export const publicRoutes: readonly RouteEntry[] = entries<RouteEntry>(publicPaths);
/** `/login` and `/kayit`. */
export const authRoutes: readonly RouteEntry[] = entries<RouteEntry>(authPaths);
/** Guarded screens, `/dashboard` included. */
export const guardedRoutes: readonly RouteEntry[] = entries<RouteEntry>(guardedPaths);
/** Dashboard children; `path` is relative to `/dashboard`. */
export const dashboardRoutes: readonly DashboardRouteEntry[] =
  entries<DashboardRouteEntry>(dashboardPaths);
/** The 14 `/idari/…` pages, in footer order. */
export const infoPages: readonly InfoRoute[] = infoGroups.flatMap((g) =>
  Object.values(infoPaths).filter((p) => p.group === g),
);

/** Example parameter values, used by tests and the dev route list. */
export function samplePath(pattern: string): string {
  return buildPath(pattern, {
    slug: 'ornek-urun',
    cid: 1,
    uidb64: 'MQ',
    token: 'abc-123',
    id: 1,
    vid: 1,
    pid: 1,
  });
}
