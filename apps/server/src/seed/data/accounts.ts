// Demo sign-ins, printed by the server at start and listed in the README.

export const DEMO_PASSWORD = 'Carsi.2026!';

export interface DemoAccount {
  email: string;
  password: string;
  role: 'shopper' | 'seller' | 'operator';
  /** Turkish role label for the start-up banner and the README. */
  label: 'Alıcı' | 'Satıcı' | 'Yönetici';
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'alici@carsi.test', password: DEMO_PASSWORD, role: 'shopper', label: 'Alıcı' },
  { email: 'satici@carsi.test', password: DEMO_PASSWORD, role: 'seller', label: 'Satıcı' },
  { email: 'yonetici@carsi.test', password: DEMO_PASSWORD, role: 'operator', label: 'Yönetici' },
];

/** Users that are not business owners (owners come from businesses.ts). */
export const DEMO_USERS = [
  {
    email: 'alici@carsi.test',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    phone: '+905321234567',
    role: 'shopper' as const,
    gender: 'kadin' as const,
    birthDate: '1992-04-23',
  },
  {
    email: 'yonetici@carsi.test',
    firstName: 'Zeynep',
    lastName: 'Kaya',
    phone: '+905301112233',
    role: 'operator' as const,
    gender: 'kadin' as const,
    birthDate: '1988-10-29',
  },
];
