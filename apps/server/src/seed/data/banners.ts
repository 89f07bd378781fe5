// Home page hero banners. Links use category slugs, resolved to ids at seed time.

export interface BannerDef {
  title: string;
  subtitle: string;
  /** A fixed path, or `category:<slug>` for /kategori/<id>. */
  link: string;
  colorFrom: string;
  colorTo: string;
}

export const BANNERS: BannerDef[] = [
  {
    title: 'Elektronikte Kasım Fırsatları',
    subtitle: "Telefon, bilgisayar ve kulaklıkta %30'a varan indirim",
    link: 'category:elektronik',
    colorFrom: '#1d4ed8',
    colorTo: '#7c3aed',
  },
  {
    title: 'Yeni Sezon Moda',
    subtitle: 'Elbiseden ayakkabıya sezonun en yeni parçaları',
    link: 'category:moda',
    colorFrom: '#db2777',
    colorTo: '#f97316',
  },
  {
    title: 'Süper Fırsatlar',
    subtitle: 'Her gün yenilenen, sınırlı süreli indirimler',
    link: '/super-firsatlar',
    colorFrom: '#ea580c',
    colorTo: '#facc15',
  },
  {
    title: 'Evinize Bahar Geldi',
    subtitle: 'Mutfak, ev tekstili ve aydınlatmada kampanya',
    link: 'category:ev-ve-yasam',
    colorFrom: '#059669',
    colorTo: '#0ea5e9',
  },
];
