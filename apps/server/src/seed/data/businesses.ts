// Demo sellers. The first is owned by the demo seller account and sells across categories.

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
  ratingAvg: number;
  ratingCount: number;
  /** Top-category slugs it sells in. */
  sells: string[];
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
    ratingAvg: 468,
    ratingCount: 12840,
    sells: ['elektronik', 'ev-ve-yasam', 'oto-aksesuar', 'spor-ve-outdoor', 'kirtasiye-ve-hobi'],
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
    ratingAvg: 452,
    ratingCount: 8421,
    sells: ['moda', 'kozmetik-ve-kisisel-bakim', 'spor-ve-outdoor'],
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
    ratingAvg: 441,
    ratingCount: 5210,
    sells: ['ev-ve-yasam', 'supermarket', 'elektronik'],
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
    ratingAvg: 482,
    ratingCount: 15320,
    sells: ['kitap', 'kirtasiye-ve-hobi', 'anne-ve-bebek'],
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
    ratingAvg: 459,
    ratingCount: 4120,
    sells: ['anne-ve-bebek', 'moda', 'kozmetik-ve-kisisel-bakim'],
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
    ratingAvg: 437,
    ratingCount: 2980,
    sells: ['oto-aksesuar', 'elektronik'],
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
    ratingAvg: 471,
    ratingCount: 6750,
    sells: ['spor-ve-outdoor', 'moda'],
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
    ratingAvg: 476,
    ratingCount: 9870,
    sells: ['kozmetik-ve-kisisel-bakim', 'supermarket', 'anne-ve-bebek'],
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
    ratingAvg: 463,
    ratingCount: 11230,
    sells: ['supermarket', 'ev-ve-yasam', 'kitap'],
    owner: {
      email: 'anadolumarket@carsi.test',
      firstName: 'Ahmet',
      lastName: 'Kaya',
      phone: '+905388889900',
    },
  },
];
