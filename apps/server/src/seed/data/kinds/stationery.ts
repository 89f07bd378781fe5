import { PASTELS, type GeneratedKind } from './types.ts';

export const stationeryKinds: GeneratedKind[] = [
  {
    key: 'pen',
    illustration: 'pen',
    kdv: 20,
    price: [20, 900],
    brands: ['Faber-Castell', 'Stabilo', 'Pensan', 'Rotring', 'Pilot'],
    axes: [
      {
        attr: 'renk',
        values: ['Siyah', 'Mavi', 'Kırmızı', 'Yeşil', 'Mor', 'Turuncu'],
        count: [1, 4],
      },
    ],
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(['Grip', 'Point 88', 'Boss', 'Tikky', 'Frixion', 'My-Pen', 'Jolly'])} ${rng.pick(['Tükenmez Kalem', 'Kurşun Kalem 0.7 mm', 'Fosforlu Kalem', 'Keçeli Kalem', 'Dolma Kalem', 'Jel Kalem'])}${rng.chance(0.4) ? ` ${rng.pick(['5', '10', '12'])}'li Paket` : ''}`,
    features: [
      'Akıcı ve kesintisiz yazım',
      'Ergonomik tutuş bölgesi',
      'Okul ve ofis için',
      'Hızlı kuruyan mürekkep',
    ],
  },
  {
    key: 'notebook',
    illustration: 'notebook',
    kdv: 20,
    price: [40, 900],
    brands: ['Moleskine', 'Gıpta', 'Keskin Color', 'Matt Notebook'],
    axes: [
      {
        attr: 'renk',
        values: ['Siyah', 'Lacivert', 'Bordo', 'Yeşil', 'Pembe', 'Sarı'],
        count: [1, 3],
      },
    ],
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(['Classic', 'Spiralli', 'Sert Kapak', 'Kraft', 'Pastel'])} ${rng.pick(['A4 Kareli Defter', 'A5 Çizgili Defter', '2026 Tarihli Ajanda', 'Noktalı Bullet Journal', 'Eskiz Defteri'])} ${rng.pick(['80', '96', '120', '160'])} Yaprak`,
    features: ['Mürekkep geçirmeyen 80 gr kâğıt', 'Lastikli kapak', 'Kurdele ayraç', 'Arka cepli'],
  },
  {
    key: 'art-supplies',
    illustration: 'paint-set',
    kdv: 20,
    price: [50, 1500],
    brands: ['Faber-Castell', 'Stabilo', 'Keskin Color', 'Staedtler'],
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(['12', '24', '36', '48', '72'])} Renk ${rng.pick(['Kuru Boya Seti', 'Pastel Boya', 'Sulu Boya Seti', 'Akrilik Boya Seti', 'Keçeli Kalem Seti', 'Yağlı Pastel Boya'])}`,
    features: [
      'Canlı ve yoğun renkler',
      'Kolay karışan pigmentler',
      'Okul öncesi ve hobi için',
      'Toksik madde içermez',
    ],
    palette: PASTELS,
  },
  {
    key: 'puzzle',
    illustration: 'board-game',
    kdv: 20,
    price: [150, 2500],
    brands: ['Ravensburger', 'Educa', 'Hasbro', 'KS Games'],
    specs: {
      'parca-sayisi': ['500 Parça', '1000 Parça'],
      'yas-grubu': ['7-9 Yaş', '9-11 Yaş', '12+ Yaş'],
    },
    title: ({ rng, brand, spec }) =>
      rng.chance(0.6)
        ? `${brand} ${rng.pick(['İstanbul Boğazı', 'Kapadokya Balonları', 'Galata Kulesi', 'Yıldızlı Gece', 'Orman Evi', 'Dünya Haritası', 'Efes Antik Kenti'])} ${spec('parca-sayisi')} Puzzle`
        : {
            title: `${brand} ${rng.pick(['Monopoly', 'Tabu', 'Jenga', 'Uno', 'Scrabble Türkçe', 'Risk', 'Okey Takımı'])} Kutu Oyunu`,
            price: [250, 1500],
          },
    features: [
      'Aile ve arkadaşlarla keyifli vakit',
      'Dayanıklı karton parçalar',
      'Türkçe kullanım kılavuzu',
      'Hediye için ideal',
    ],
    palette: PASTELS,
  },
];
