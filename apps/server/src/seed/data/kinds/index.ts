import { autoKinds } from './auto.ts';
import { babyKinds } from './baby.ts';
import { bookKinds } from './books.ts';
import { cosmeticsKinds } from './cosmetics.ts';
import { electronicsKinds } from './electronics.ts';
import { groceryKinds } from './grocery.ts';
import { homeKinds } from './home.ts';
import { photoKinds } from './photographed.ts';
import { stationeryKinds } from './stationery.ts';
import type { ProductKind } from './types.ts';

export type {
  AxisDef,
  GeneratedKind,
  PhotoKind,
  ProductKind,
  TitleInput,
  TitleResult,
} from './types.ts';

export const KINDS: ProductKind[] = [
  ...photoKinds,
  ...electronicsKinds,
  ...homeKinds,
  ...cosmeticsKinds,
  ...bookKinds,
  ...stationeryKinds,
  ...babyKinds,
  ...autoKinds,
  ...groceryKinds,
];

export const KIND_BY_KEY = new Map(KINDS.map((k) => [k.key, k]));
