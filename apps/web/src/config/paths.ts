// The typed route table of Çarşı: every screen of SPEC §2, with its Turkish title.
// Paths are kept exactly as the spec writes them (trailing slashes, spellings included);
// React Router matches them with or without the trailing slash.

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

// ---------------------------------------------------------------------------
// Public routes
// ---------------------------------------------------------------------------
export const publicPaths = {
  home: route('/', 'Ana sayfa'),
  productDetail: route('/urun-detay/:slug', 'Ürün detayı'),
  category: route('/kategori/:cid', 'Kategori'),
  subCategory: route('/alt-kategori/:cid', 'Alt kategori'),
  search: route('/search', 'Arama sonuçları'),
  bestSellers: route('/cok-satanlar', 'Çok satanlar'),
  superDeals: route('/super-firsatlar', 'Süper fırsatlar'),
  compatibleSystem: route('/uyumlu-sistem', 'Uyumlu sistem'),
  guestCart: route('/sepet/', 'Sepetim'),
  forgotPassword: route('/forgot-password', 'Şifremi unuttum'),
  resetPassword: route('/reset-password/:uidb64/:token', 'Yeni şifre belirle'),
  deneme2: route('/deneme2', 'Deneme sayfası'),
} as const;

/** Pages that only make sense without a session (SPEC §2: hidden when an access value is stored). */
export const authPaths = {
  login: route('/login', 'Giriş yap'),
  register: route('/kayit', 'Üye ol'),
} as const;

// ---------------------------------------------------------------------------
// Guarded routes (need a logged-in user)
// ---------------------------------------------------------------------------
export const guardedPaths = {
  accessToken: route('/access-token', 'Erişim anahtarı'),
  logout: route('/logout', 'Çıkış yap'),
  sessions: route('/hesabim/oturumlar', 'Oturumlarım'),
  profileSetup: route('/profile-setup', 'Profilini tamamla'),
  emailVerify: route('/opt/verify', 'E-posta adresini doğrula'),
  profile: route('/profile', 'Hesabım'),
  profileUpdate: route('/profileguncelle', 'Bilgilerimi güncelle'),
  changePassword: route('/change-password', 'Şifre değiştir'),
  addressCreate: route('/adres-giris/', 'Yeni adres ekle'),
  addresses: route('/adres/', 'Adreslerim'),
  addressUpdate: route('/update_address/:id', 'Adresi güncelle'),
  businessApply: route('/isyeri_basvuru/', 'İşyeri başvurusu'),
  businessUpdate: route('/isyeri_guncelle/:vid', 'İşyeri bilgilerini güncelle'),
  businessDetail: route('/isyeri_detay/:vid', 'İşyeri detayı'),
  inbox: route('/mesaj_kutusu/', 'Mesaj kutusu'),
  businessSoon: route('/basvuru/', 'Mağazanız yakında açılıyor'),
  favorites: route('/favoriler', 'Favorilerim'),
  cart: route('/sepetim/', 'Sepetim'),
  chooseAddress: route('/adres-sec/', 'Teslimat adresi'),
  delivery: route('/urun-teslim/', 'Teslimat seçenekleri'),
  payment: route('/odeme-islemi/', 'Ödeme'),
  paymentDone: route('/odeme-tamamlandi/', 'Siparişiniz alındı'),
  orders: route('/siparislerim/', 'Siparişlerim'),
  orderDetail: route('/siparislerim/:id', 'Sipariş detayı'),
  orderTracking: route('/siparisleris-takibi', 'Sipariş takibi'),
  chat: route('/chatUI', 'Sohbet'),
  wallet: route('/cuzdanim', 'Cüzdanım'),
  dashboard: route('/dashboard', 'Mağaza paneli'),
} as const;

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
  const fullPath = `/dashboard/${path}`;
  const build = ((params?: Record<string, string | number>) =>
    buildPath(fullPath, params)) as Builder<S>;
  return { path, fullPath, title, group, build };
}

export const dashboardPaths = {
  overview: dashboardRoute('overview', 'Genel bakış', 'Genel'),
  notifications: dashboardRoute('notifications', 'Bildirimler', 'Genel'),
  analytics: dashboardRoute('analytics', 'Satış analizi', 'Genel'),
  analitik: dashboardRoute('analitik', 'Analitik raporlar', 'Genel'),
  orders: dashboardRoute('orders', 'Siparişler', 'Siparişler'),
  orderDetails: dashboardRoute('vendor/orders/:id/details', 'Sipariş detayı', 'Siparişler'),
  soldItems: dashboardRoute('urun-satis', 'Satılan ürünler', 'Siparişler'),
  products: dashboardRoute('products', 'Ürünler', 'Ürünler'),
  productEntry: dashboardRoute('urun-giris', 'Ürün girişi', 'Ürünler'),
  productBasics: dashboardRoute('products/urun-bilgisi-temel', 'Temel ürün bilgileri', 'Ürünler'),
  productPhotos: dashboardRoute('products/urun-foto/:pid/edit', 'Ürün fotoğrafları', 'Ürünler'),
  productVariants: dashboardRoute('products/urun-varyant/:pid', 'Ürün varyantları', 'Ürünler'),
  productListing: dashboardRoute('products/urun-liste/:pid', 'Ürün satış bilgileri', 'Ürünler'),
  productPreview: dashboardRoute('products/urun-onizleme/:pid', 'Ürün önizleme', 'Ürünler'),
  productSaved: dashboardRoute('products/urun-kaydedildi', 'Ürün kaydedildi', 'Ürünler'),
  createVariants: dashboardRoute(
    'vendor/products/create-variants',
    'Varyantları oluştur',
    'Ürünler',
  ),
  createProductBase: dashboardRoute(
    'vendor/products/create-product-base',
    'Ürün taslağı oluştur',
    'Ürünler',
  ),
  productLine: dashboardRoute('temel-product-line', 'Ürün serisi', 'Ürünler'),
  productScan: dashboardRoute('urun-tarama', 'Ürün tarama', 'Ürünler'),
  createVariant: dashboardRoute('products/create-variant', 'Yeni varyant', 'Ürünler'),
  createAttribute: dashboardRoute('ozellik-olustur', 'Özellik oluştur', 'Ürünler'),
  productFinish: dashboardRoute('temel-urun-son', 'Ürün girişini tamamla', 'Ürünler'),
  coupons: dashboardRoute('kuponlar', 'Kuponlar', 'Pazarlama'),
  campaigns: dashboardRoute('kampanyalar', 'Kampanyalar', 'Pazarlama'),
  campaignSuccess: dashboardRoute('campaigns/success', 'Kampanya oluşturuldu', 'Pazarlama'),
  starredDeals: dashboardRoute('yildizli-firsatlar', 'Yıldızlı fırsatlar', 'Pazarlama'),
  discountAddProducts: dashboardRoute('discounts/add-products', 'İndirime ürün ekle', 'Pazarlama'),
  brandBasics: dashboardRoute('temel-marka-bilgisi', 'Temel marka bilgisi', 'Marka ve mağaza'),
  brandEntry: dashboardRoute('marka-giris', 'Marka başvurusu', 'Marka ve mağaza'),
  questions: dashboardRoute('questions', 'Müşteri soruları', 'Marka ve mağaza'),
  settings: dashboardRoute('settings', 'Mağaza ayarları', 'Marka ve mağaza'),
  comingSoon: dashboardRoute('yakinda-gelecek', 'Yakında gelecek özellikler', 'Marka ve mağaza'),
} as const;

// ---------------------------------------------------------------------------
// Info pages under /idari/
// ---------------------------------------------------------------------------
export type InfoGroup = 'Kurumsal' | 'Yardım' | 'Satıcılar';
export const infoGroups: readonly InfoGroup[] = ['Kurumsal', 'Yardım', 'Satıcılar'];

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

export interface InfoRoute extends AppRoute<`/idari/${string}`> {
  readonly slug: InfoSlug;
  readonly group: InfoGroup;
}

function infoRoute(slug: InfoSlug, title: string, group: InfoGroup): InfoRoute {
  const path = `/idari/${slug}` as const;
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
