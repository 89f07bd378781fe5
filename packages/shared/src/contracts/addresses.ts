import { z } from 'zod';
import { isValidTckn, isValidVkn } from '../validators.ts';
import { trMobileSchema } from './accounts.ts';

/**
 * Addresses (issue 5): `GET/POST /api/core/addresses/`, `GET/PUT/DELETE /api/core/addresses/{id}/`,
 * and the Turkish address data: `GET /api/core/locations/iller/`,
 * `…/iller/{il}/ilceler/`, `…/iller/{il}/ilceler/{ilce}/mahalleler/` (il = plate code 1–81,
 * ilce = the district's name).
 */

export const MAX_ADDRESSES = 20;

export const citySchema = z.object({ code: z.number().int(), name: z.string() });
export const districtSchema = z.object({ name: z.string() });
export const neighbourhoodSchema = z.object({ name: z.string() });

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} gerekli.` })
    .trim()
    .min(1, { error: `${label} gerekli.` })
    .max(max, { error: `${label} en fazla ${max} karakter olabilir.` });

export const addressInputSchema = z
  .object({
    title: text('Adres başlığı', 40),
    first_name: text('Ad', 60),
    last_name: text('Soyad', 60),
    phone: trMobileSchema,
    city_code: z
      .number({ error: 'İl seçin.' })
      .int({ error: 'İl seçin.' })
      .min(1, { error: 'İl seçin.' })
      .max(81, { error: 'İl seçin.' }),
    district: text('İlçe', 80),
    neighbourhood: text('Mahalle', 120),
    address_line: text('Açık adres', 250).refine((s) => s.length >= 10, {
      error: 'Açık adres en az 10 karakter olmalı.',
    }),
    postal_code: z
      .string()
      .trim()
      .regex(/^\d{5}$/, { error: 'Posta kodu 5 haneli olmalı.' })
      .nullable()
      .default(null),
    billing_type: z.enum(['bireysel', 'kurumsal'], { error: 'Fatura türü seçin.' }),
    tckn: z
      .string()
      .trim()
      .refine((s) => isValidTckn(s), { error: 'T.C. kimlik numarası geçersiz.' })
      .nullable()
      .default(null),
    company_name: z.string().trim().max(150).nullable().default(null),
    tax_number: z.string().trim().nullable().default(null),
    tax_office: z.string().trim().max(80).nullable().default(null),
    is_default: z.boolean().default(false),
  })
  .superRefine((a, ctx) => {
    if (a.billing_type !== 'kurumsal') return;
    if (!a.company_name)
      ctx.addIssue({ code: 'custom', path: ['company_name'], message: 'Firma adı gerekli.' });
    if (!a.tax_number || !isValidVkn(a.tax_number))
      ctx.addIssue({ code: 'custom', path: ['tax_number'], message: 'Vergi numarası geçersiz.' });
    if (!a.tax_office)
      ctx.addIssue({ code: 'custom', path: ['tax_office'], message: 'Vergi dairesi gerekli.' });
  });
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  city_code: z.number().int(),
  city: z.string(),
  district: z.string(),
  neighbourhood: z.string(),
  address_line: z.string(),
  postal_code: z.string().nullable(),
  billing_type: z.enum(['bireysel', 'kurumsal']),
  tckn: z.string().nullable(),
  company_name: z.string().nullable(),
  tax_number: z.string().nullable(),
  tax_office: z.string().nullable(),
  is_default: z.boolean(),
  created_at: z.string(),
});
export type Address = z.infer<typeof addressSchema>;
