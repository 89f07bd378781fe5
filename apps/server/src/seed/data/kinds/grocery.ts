import { PASTELS, type GeneratedKind } from './types.ts';

export const groceryKinds: GeneratedKind[] = [
  {
    key: 'olive-oil',
    illustration: 'olive-oil',
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
    illustration: 'tea-box',
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
          ]);
      return {
        title: `${brand} ${item} ${spec('agirlik')}`,
        illustration: tea ? 'tea-box' : 'coffee-bag',
      };
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
    illustration: 'pasta-pack',
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
      const item = rng.pick(byBrand[brand] ?? ['Bakliyat']);
      return {
        title: `${brand} ${item} ${spec('agirlik')}`,
        illustration: /Makarna|Şehriye/.test(item) ? 'pasta-pack' : 'legume-bag',
      };
    },
    features: ['Yerli üretim', 'Kalite kontrollü', 'Lezzetli ve besleyici', 'Kolay pişer'],
    palette: PASTELS,
  },
  {
    key: 'snacks',
    illustration: 'chocolate-bar',
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
            "Bisküvi 12'li Paket",
            'Bitter Çikolata %70 Kakao',
          ]);
      const illustration = nuts ? 'chips-bag' : /Bisküvi/.test(item) ? 'biscuits' : 'chocolate-bar';
      const line = nuts
        ? rng.pick(['Klasik', 'Gold', 'Ekstra', 'Aile Boyu'])
        : rng.pick(['Klasik', 'Gold', 'Ekstra', 'Aile Boyu']);
      return { title: `${brand} ${line} ${item}`, illustration };
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
    illustration: 'detergent',
    kdv: 20,
    price: [100, 1200],
    brands: ['Ariel', 'Persil', 'Omo', 'ABC', 'Fairy', 'Pril', 'Finish'],
    title: ({ rng, brand }) => {
      const dish = ['Fairy', 'Pril', 'Finish'].includes(brand);
      const item = dish
        ? rng.pick([
            'Sıvı Bulaşık Deterjanı 1500 ml',
            'Sıvı Bulaşık Deterjanı 750 ml',
            'Bulaşık Makinesi Parlatıcısı 800 ml',
          ])
        : rng.pick([
            'Sıvı Çamaşır Deterjanı 2,7 L',
            'Renkliler İçin Sıvı Deterjan 3 L',
            'Beyazlar İçin Sıvı Deterjan 3 L',
            'Sıvı Çamaşır Deterjanı 1,69 L',
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
    illustration: 'water-pack',
    kdv: 10,
    price: [20, 150],
    brands: ['Beypazarı', 'Kızılay', 'Sırma', 'Erikli'],
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(["Doğal Kaynak Suyu 0,5 L 12'li", "Doğal Kaynak Suyu 1,5 L 6'lı", "Doğal Mineralli Su 0,33 L 12'li"])}`,
    features: [
      'Doğal mineral içeriği',
      'Geri dönüştürülebilir PET şişe',
      'Soğuk servis ediniz',
      "Türkiye'nin kaynaklarından",
    ],
  },
];
