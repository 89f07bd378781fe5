// The compatibility taxonomy of the demo: vehicles (tür → marka → model → yıl) and phones
// (tür → marka → model). Tyre sizes and phone-case titles decide what fits what.

export interface SystemDef {
  name: string;
  level: 'tur' | 'marka' | 'model' | 'yil';
  children?: SystemDef[];
  /** Tyre sizes that fit this vehicle (on year nodes). */
  tyres?: readonly string[];
}

const years = (...spans: Array<[string, readonly string[]]>): SystemDef[] =>
  spans.map(([name, tyres]) => ({ name, level: 'yil', tyres }));

const model = (name: string, children?: SystemDef[]): SystemDef => ({
  name,
  level: 'model',
  ...(children ? { children } : {}),
});

export const SYSTEMS: SystemDef[] = [
  {
    name: 'Otomobil',
    level: 'tur',
    children: [
      {
        name: 'Renault',
        level: 'marka',
        children: [
          model(
            'Clio',
            years(
              ['2012–2019', ['185/65 R15 88H']],
              ['2019–2025', ['185/65 R15 88H', '195/55 R16 87V']],
            ),
          ),
          model(
            'Megane',
            years(
              ['2016–2020', ['205/55 R16 91V']],
              ['2020–2024', ['205/55 R16 91V', '225/45 R17 91Y']],
            ),
          ),
          model('Taliant', years(['2021–2025', ['185/65 R15 88H']])),
        ],
      },
      {
        name: 'Fiat',
        level: 'marka',
        children: [
          model(
            'Egea',
            years(['2015–2020', ['195/55 R16 87V']], ['2021–2025', ['205/55 R16 91V']]),
          ),
          model('Doblo', years(['2015–2022', ['195/55 R16 87V']])),
        ],
      },
      {
        name: 'Volkswagen',
        level: 'marka',
        children: [
          model(
            'Golf',
            years(['2013–2019', ['205/55 R16 91V']], ['2020–2025', ['225/45 R17 91Y']]),
          ),
          model('Passat', years(['2015–2023', ['215/55 R17 94W']])),
          model('Polo', years(['2018–2025', ['185/65 R15 88H', '195/55 R16 87V']])),
        ],
      },
      {
        name: 'Toyota',
        level: 'marka',
        children: [
          model('Corolla', years(['2019–2025', ['205/55 R16 91V', '225/45 R17 91Y']])),
          model(
            'C-HR',
            years(['2017–2023', ['215/55 R17 94W']], ['2024–2025', ['235/55 R18 104V']]),
          ),
        ],
      },
      {
        name: 'Hyundai',
        level: 'marka',
        children: [
          model('i20', years(['2020–2025', ['185/65 R15 88H', '195/55 R16 87V']])),
          model('Tucson', years(['2021–2025', ['235/55 R18 104V']])),
        ],
      },
    ],
  },
  {
    name: 'Cep Telefonu',
    level: 'tur',
    children: [
      {
        name: 'Apple',
        level: 'marka',
        children: [model('iPhone 15'), model('iPhone 16'), model('iPhone 16 Pro')],
      },
      {
        name: 'Samsung',
        level: 'marka',
        children: [model('Galaxy S25'), model('Galaxy A55'), model('Galaxy A16')],
      },
      { name: 'Xiaomi', level: 'marka', children: [model('Redmi Note 14 Pro')] },
    ],
  },
];
