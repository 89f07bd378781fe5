import { PASTELS, type ProductKind } from './types.ts';

export const groceryKinds: ProductKind[] = [
  {
    key: 'olive-oil',
    shape: 'bottle',
    kdv: 10,
    price: [150, 300],
    brands: ['Komili', 'Kristal', 'Tariş', 'Kırlangıç'],
    axes: [
      {
        attr: 'hacim',
        values: ['500 ml', '1 L', '2 L', '5 L'],
        count: [1, 3],
        contiguous: true,
        priceFactors: [1, 1.8, 3.4, 8],
      },
    ],
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(['Natürel Sızma', 'Erken Hasat Natürel Sızma', 'Riviera', 'Ayvalık Natürel Sızma', 'Soğuk Sıkım'])} Zeytinyağı`,
    features: [
      'Ege zeytinlerinden',
      "Asitlik oranı %0,8'in altında",
      'Işık geçirmeyen ambalaj',
      'Kahvaltı ve salatalar için',
    ],
  },
  {
    key: 'tea-coffee',
    shape: 'box',
    kdv: 10,
    price: [60, 1200],
    brands: ['Çaykur', 'Doğuş', 'Lipton', 'Kurukahveci Mehmet Efendi', 'Nescafé', 'Jacobs'],
    specs: { agirlik: ['250 g', '500 g', '1 kg'] },
    title: ({ rng, brand, spec }) => {
      const tea = ['Çaykur', 'Doğuş', 'Lipton'].includes(brand);
      const item = tea
        ? rng.pick([
            'Rize Turist Çayı',
            'Tiryaki Çay',
            'Filiz Çay',
            'Earl Grey Bergamotlu Çay',
            'Siyah Demlik Poşet Çay',
          ])
        : rng.pick([
            'Türk Kahvesi',
            'Gold Çözünebilir Kahve',
            'Filtre Kahve',
            'Espresso Çekirdek Kahve',
            "3'ü 1 Arada",
          ]);
      return `${brand} ${item} ${spec('agirlik')}`;
    },
    features: [
      'Taze ve aromatik',
      'Kilitli ambalaj',
      "Türkiye'de paketlenmiştir",
      'Serin ve kuru yerde saklayınız',
    ],
    palette: PASTELS,
  },
  {
    key: 'staples',
    shape: 'box',
    kdv: 1,
    price: [30, 400],
    brands: ['Duru Bulgur', 'Filiz', 'Barilla', 'Reis', 'Yayla', 'Söke Un'],
    specs: { agirlik: ['500 g', '1 kg', '2,5 kg', '5 kg'] },
    title: ({ rng, brand, spec }) => {
      const byBrand: Record<string, string[]> = {
        'Duru Bulgur': ['Pilavlık Bulgur', 'Köftelik Bulgur', 'Kırmızı Mercimek', 'Nohut'],
        Filiz: ['Spagetti Makarna', 'Burgu Makarna', 'Kelebek Makarna', 'Arpa Şehriye'],
        Barilla: ['Spaghetti No:5 Makarna', 'Penne Rigate Makarna', 'Fusilli Makarna'],
        Reis: ['Baldo Pirinç', 'Osmancık Pirinç', 'Yeşil Mercimek', 'Kuru Fasulye'],
        Yayla: ['Baldo Pirinç', 'Kırmızı Mercimek', 'Nohut', 'Barbunya'],
        'Söke Un': ['Çok Amaçlı Buğday Unu', 'Tam Buğday Unu', 'Börek Unu'],
      };
      return `${brand} ${rng.pick(byBrand[brand] ?? ['Bakliyat'])} ${spec('agirlik')}`;
    },
    features: ['Yerli üretim', 'Kalite kontrollü', 'Lezzetli ve besleyici', 'Kolay pişer'],
    palette: PASTELS,
  },
  {
    key: 'snacks',
    shape: 'box',
    kdv: 10,
    price: [20, 500],
    brands: ['Ülker', 'Eti', 'Torku', 'Milka', 'Tadım', 'Peyman'],
    title: ({ rng, brand }) => {
      const nuts = ['Tadım', 'Peyman'].includes(brand);
      const item = nuts
        ? rng.pick([
            'Kavrulmuş Fındık 180 g',
            'Antep Fıstığı 150 g',
            'Karışık Kuruyemiş 300 g',
            'Kabak Çekirdeği 200 g',
            'Çiğ Badem 250 g',
          ])
        : rng.pick([
            'Sütlü Çikolata 80 g',
            'Fındıklı Çikolata 150 g',
            "Kakaolu Gofret 24'lü",
            "Bisküvi 12'li Paket",
            "Kek 6'lı",
            'Bitter Çikolata %70 Kakao',
          ]);
      return `${brand} ${rng.pick(['Çikolatalı', 'Klasik', 'Gold', 'Ekstra', 'Aile Boyu'])} ${item}`;
    },
    features: [
      'Çay saatlerinin vazgeçilmezi',
      'Taze üretim',
      'Helal sertifikalı',
      "Türkiye'de üretilmiştir",
    ],
    palette: PASTELS,
  },
  {
    key: 'laundry',
    shape: 'box',
    kdv: 20,
    price: [100, 1200],
    brands: ['Ariel', 'Persil', 'Omo', 'ABC', 'Fairy', 'Pril', 'Finish'],
    title: ({ rng, brand }) => {
      const dish = ['Fairy', 'Pril', 'Finish'].includes(brand);
      const item = dish
        ? rng.pick([
            "Bulaşık Makinesi Tableti 60'lı",
            'Sıvı Bulaşık Deterjanı 1500 ml',
            "Hepsi Bir Arada Kapsül 40'lı",
            'Parlatıcı 800 ml',
          ])
        : rng.pick([
            'Toz Çamaşır Deterjanı 6 kg',
            'Sıvı Çamaşır Deterjanı 2,7 L',
            "Kapsül Deterjan 30'lu",
            'Renkliler İçin Sıvı Deterjan 3 L',
            'Matik Toz Deterjan 9 kg',
          ]);
      return `${brand} ${rng.pick(['Platinum', 'Dağ Esintisi', 'Parlak Renkler', 'Limon', 'Ultra', 'Power'])} ${item}`;
    },
    features: [
      'Zorlu lekelerde etkili',
      'Düşük sıcaklıkta bile üstün performans',
      'Ferah koku',
      'Ekonomik paket',
    ],
    palette: PASTELS,
  },
  {
    key: 'water',
    shape: 'bottle',
    kdv: 10,
    price: [20, 150],
    brands: ['Beypazarı', 'Kızılay', 'Sırma', 'Erikli'],
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(["Doğal Maden Suyu 200 ml 24'lü", "Sade Maden Suyu 6'lı", "Meyveli Soda 6'lı", 'Doğal Kaynak Suyu 5 L', "Doğal Kaynak Suyu 0,5 L 12'li"])}`,
    features: [
      'Doğal mineral içeriği',
      'Cam şişe',
      'Soğuk servis ediniz',
      "Türkiye'nin kaynaklarından",
    ],
  },
];
