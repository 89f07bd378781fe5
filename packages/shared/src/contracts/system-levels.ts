/** Turkish names of the compatibility finder's steps (kept free of zod: the home page uses it). */
export const SYSTEM_LEVEL_LABELS: Record<string, string> = {
  tur: 'Tür',
  marka: 'Marka',
  model: 'Model',
  yil: 'Yıl',
};
