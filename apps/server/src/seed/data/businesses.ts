// Demo sellers, each with a trade: the categories it sells in. The first is owned by the demo
// seller account. Ratings are not set here: they follow from the reviews of what they sold.

export interface BusinessDef {
  name: string;
  legalName: string;
  taxOffice: string;
  city: string;
  phone: string;
  /** Bank code for the generated IBAN (5 digits). */
  bankCode: string;
  shippingFee: number;
  /** A CARGO_COMPANIES code. */
  cargoCompany: string;
  freeShippingThreshold: number | null;
  dispatchDays: number;
  /**
   * Its trade: category slugs (of any level) it sells in; a leaf is in the trade when it or one
   * of its ancestors is listed.
   */
  trades: string[];
  owner: { email: string; firstName: string; lastName: string; phone: string };
}

export const BUSINESSES: BusinessDef[] = [
  {
    name: 'TeknoDünya',
    legalName: 'TeknoDünya Elektronik Tic. Ltd. Şti.',
    taxOffice: 'Kadıköy',
    city: 'İstanbul',
    phone: '+902164441122',
    bankCode: '00062',
    shippingFee: 3999,
    cargoCompany: 'yurtici',
    freeShippingThreshold: 30000,
    dispatchDays: 1,
    trades: ['elektronik', 'oto-elektronik'],
    owner: {
      email: 'satici@carsi.test',
      firstName: 'Mehmet',
      lastName: 'Demir',
      phone: '+905359876543',
    },
  },
  {
    name: 'Moda Sokağı',
    legalName: 'Moda Sokağı Tekstil San. ve Tic. Ltd. Şti.',
    taxOffice: 'Osmangazi',
    city: 'Bursa',
    phone: '+902244442233',
    bankCode: '00046',
    shippingFee: 3499,
    cargoCompany: 'aras',
    freeShippingThreshold: 25000,
    dispatchDays: 2,
    trades: ['moda'],
    owner: {
      email: 'modasokagi@carsi.test',
      firstName: 'Elif',
      lastName: 'Şahin',
      phone: '+905421112233',
    },
  },
  {
    name: 'Evim Güzel',
    legalName: 'Evim Güzel Ev Gereçleri Tic. Ltd. Şti.',
    taxOffice: 'Konak',
    city: 'İzmir',
    phone: '+902324443344',
    bankCode: '00010',
    shippingFee: 4499,
    cargoCompany: 'mng',
    freeShippingThreshold: 50000,
    dispatchDays: 3,
    trades: ['ev-ve-yasam', 'kucuk-ev-aletleri', 'deterjan'],
    owner: {
      email: 'evimguzel@carsi.test',
      firstName: 'Hasan',
      lastName: 'Öztürk',
      phone: '+905052223344',
    },
  },
  {
    name: 'Kitapçı Dükkanı',
    legalName: 'Kitapçı Dükkanı Yayın Dağıtım Tic. Ltd. Şti.',
    taxOffice: 'Çankaya',
    city: 'Ankara',
    phone: '+903124444455',
    bankCode: '00064',
    shippingFee: 2999,
    cargoCompany: 'yurtici',
    freeShippingThreshold: 20000,
    dispatchDays: 1,
    trades: ['kitap', 'kirtasiye-ve-hobi'],
    owner: {
      email: 'kitapci@carsi.test',
      firstName: 'Selin',
      lastName: 'Arslan',
      phone: '+905333334455',
    },
  },
  {
    name: 'Bebek Dünyası',
    legalName: 'Bebek Dünyası Anne Çocuk Ürünleri Tic. Ltd. Şti.',
    taxOffice: 'Seyhan',
    city: 'Adana',
    phone: '+903224445566',
    bankCode: '00067',
    shippingFee: 3999,
    cargoCompany: 'ptt',
    freeShippingThreshold: 40000,
    dispatchDays: 2,
    trades: ['anne-ve-bebek'],
    owner: {
      email: 'bebekdunyasi@carsi.test',
      firstName: 'Merve',
      lastName: 'Koç',
      phone: '+905444445566',
    },
  },
  {
    name: 'Oto Market',
    legalName: 'Oto Market Otomotiv Yedek Parça Tic. Ltd. Şti.',
    taxOffice: 'Nilüfer',
    city: 'Bursa',
    phone: '+902244446677',
    bankCode: '00012',
    shippingFee: 4999,
    cargoCompany: 'surat',
    freeShippingThreshold: null,
    dispatchDays: 2,
    trades: ['oto-aksesuar'],
    owner: {
      email: 'otomarket@carsi.test',
      firstName: 'Burak',
      lastName: 'Yıldız',
      phone: '+905055556677',
    },
  },
  {
    name: 'Spor Park',
    legalName: 'Spor Park Spor Malzemeleri Tic. Ltd. Şti.',
    taxOffice: 'Muratpaşa',
    city: 'Antalya',
    phone: '+902424447788',
    bankCode: '00111',
    shippingFee: 3499,
    cargoCompany: 'aras',
    freeShippingThreshold: 30000,
    dispatchDays: 1,
    trades: ['spor-ve-outdoor', 'kadin-giyim', 'erkek-giyim', 'ayakkabi-ve-sneaker'],
    owner: {
      email: 'sporpark@carsi.test',
      firstName: 'Emre',
      lastName: 'Aydın',
      phone: '+905366667788',
    },
  },
  {
    name: 'Güzellik Köşesi',
    legalName: 'Güzellik Köşesi Kozmetik Tic. Ltd. Şti.',
    taxOffice: 'Beşiktaş',
    city: 'İstanbul',
    phone: '+902124448899',
    bankCode: '00015',
    shippingFee: 2999,
    cargoCompany: 'mng',
    freeShippingThreshold: 15000,
    dispatchDays: 1,
    trades: ['kozmetik-ve-kisisel-bakim'],
    owner: {
      email: 'guzellikkosesi@carsi.test',
      firstName: 'Derya',
      lastName: 'Çelik',
      phone: '+905327778899',
    },
  },
  {
    name: 'Anadolu Market',
    legalName: 'Anadolu Market Gıda San. ve Tic. A.Ş.',
    taxOffice: 'Selçuklu',
    city: 'Konya',
    phone: '+903324449900',
    bankCode: '00205',
    shippingFee: 2499,
    cargoCompany: 'yurtici',
    freeShippingThreshold: 20000,
    dispatchDays: 1,
    trades: ['supermarket', 'bebek-bakim', 'sac-bakimi'],
    owner: {
      email: 'anadolumarket@carsi.test',
      firstName: 'Ahmet',
      lastName: 'Kaya',
      phone: '+905388889900',
    },
  },
  {
    name: 'Zirve Outdoor',
    legalName: 'Zirve Outdoor Kamp ve Dağcılık Malzemeleri Tic. Ltd. Şti.',
    taxOffice: 'Çankaya',
    city: 'Ankara',
    phone: '+903124441212',
    bankCode: '00046',
    shippingFee: 4499,
    cargoCompany: 'aras',
    freeShippingThreshold: 50000,
    dispatchDays: 1,
    trades: ['spor-ve-outdoor'],
    owner: {
      email: 'zirveoutdoor@carsi.test',
      firstName: 'Kaan',
      lastName: 'Erdem',
      phone: '+905351212121',
    },
  },
  {
    name: 'Okur Kitabevi',
    legalName: 'Okur Kitabevi Yayın ve Kırtasiye Tic. Ltd. Şti.',
    taxOffice: 'Kadıköy',
    city: 'İstanbul',
    phone: '+902164443434',
    bankCode: '00064',
    shippingFee: 2999,
    cargoCompany: 'ptt',
    freeShippingThreshold: 25000,
    dispatchDays: 2,
    trades: ['kitap', 'kirtasiye-ve-hobi'],
    owner: {
      email: 'okurkitabevi@carsi.test',
      firstName: 'Ece',
      lastName: 'Tekin',
      phone: '+905423434343',
    },
  },
  {
    name: 'Yeşil Saksı',
    legalName: 'Yeşil Saksı Peyzaj ve Dekorasyon Tic. Ltd. Şti.',
    taxOffice: 'Bornova',
    city: 'İzmir',
    phone: '+902324445656',
    bankCode: '00010',
    shippingFee: 3999,
    cargoCompany: 'yurtici',
    freeShippingThreshold: 30000,
    dispatchDays: 2,
    trades: ['cicek-ve-bitki', 'dekorasyon-ve-aydinlatma', 'mutfak-gerecleri'],
    owner: {
      email: 'yesilsaksi@carsi.test',
      firstName: 'Deniz',
      lastName: 'Aksoy',
      phone: '+905325656565',
    },
  },
];
