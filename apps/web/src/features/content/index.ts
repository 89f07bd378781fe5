import type { ComponentType } from 'react';
import type { InfoSlug } from '@/config/paths';

type PageModule = { default: ComponentType };

/** Code-split loaders of the 14 /idari pages, one chunk each. */
export const infoPageLoaders: Record<InfoSlug, () => Promise<PageModule>> = {
  hakkimizda: () => import('./pages/hakkimizda'),
  kargolamabilgileri: () => import('./pages/kargolamabilgileri'),
  gizlilikpolitikasi: () => import('./pages/gizlilikpolitikasi'),
  iletisim: () => import('./pages/iletisim'),
  sartlar_ve_kosullar: () => import('./pages/sartlar_ve_kosullar'),
  cerez_politikası: () => import('./pages/cerez_politikasi'),
  'kariyer-sayfasi': () => import('./pages/kariyer-sayfasi'),
  'destek-sayfasi': () => import('./pages/destek-sayfasi'),
  'is-birligi': () => import('./pages/is-birligi'),
  'is-yeri-listesi': () => import('./pages/is-yeri-listesi'),
  'bakim-onarim': () => import('./pages/bakim-onarim'),
  'tedarikci-talebi': () => import('./pages/tedarikci-talebi'),
  'promosyon-merkezi': () => import('./pages/promosyon-merkezi'),
  'aplikasyon-yakinda': () => import('./pages/aplikasyon-yakinda'),
};

export { contact } from './contact';
