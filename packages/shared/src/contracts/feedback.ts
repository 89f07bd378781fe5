import { z } from 'zod';

/**
 * Writing reviews and questions (issue 5): `POST /api/urun/api/order-items/{id}/review/` (the
 * buyer of a delivered item, once), `POST /api/urun/api/products/{id}/questions/` (any logged-in
 * shopper; public once the seller answers), and photo uploads `POST /api/core/uploads/`.
 */

export const MAX_REVIEW_PHOTOS = 5;
/** Largest upload accepted, bytes. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const uploadKeySchema = z
  .string()
  .regex(/^up\/[a-z0-9]{20,40}$/, { error: 'Fotoğraf geçersiz.' });

export const uploadResultSchema = z.object({
  key: z.string(),
  /** 400 px rendition. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const reviewRequestSchema = z.object({
  rating: z
    .number({ error: 'Puan 1 ile 5 arasında olmalı.' })
    .int({ error: 'Puan 1 ile 5 arasında olmalı.' })
    .min(1, { error: 'Puan 1 ile 5 arasında olmalı.' })
    .max(5, { error: 'Puan 1 ile 5 arasında olmalı.' }),
  body: z
    .string()
    .trim()
    .max(2000, { error: 'Yorum en fazla 2000 karakter olabilir.' })
    .default(''),
  photos: z
    .array(uploadKeySchema)
    .max(MAX_REVIEW_PHOTOS, { error: `En fazla ${MAX_REVIEW_PHOTOS} fotoğraf eklenebilir.` })
    .default([]),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;

export const reviewCreatedSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  rating: z.number().int(),
  body: z.string(),
  photos: z.array(z.string()),
  author_name: z.string(),
  created_at: z.string(),
  /** The product's rating after this review (average ×1 with one decimal, count). */
  product_rating: z.object({ average: z.number(), count: z.number().int() }),
});
export type ReviewCreated = z.infer<typeof reviewCreatedSchema>;

export const questionRequestSchema = z.object({
  body: z
    .string({ error: 'Sorunuzu yazın.' })
    .trim()
    .min(10, { error: 'Soru en az 10 karakter olmalı.' })
    .max(2000, { error: 'Soru en fazla 2000 karakter olabilir.' }),
  /** The seller asked; the product's best offer's seller when left out. */
  seller_id: z
    .number({ error: 'Satıcı numarası bir tam sayı olmalı.' })
    .int({ error: 'Satıcı numarası bir tam sayı olmalı.' })
    .positive({ error: 'Satıcı numarası bir tam sayı olmalı.' })
    .max(2_147_483_647, { error: 'Satıcı numarası bir tam sayı olmalı.' })
    .optional(),
});
export type QuestionRequest = z.input<typeof questionRequestSchema>;

export const questionCreatedSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  body: z.string(),
  author_name: z.string(),
  /** Always "cevap_bekliyor" when asked; shown publicly once answered. */
  status: z.enum(['cevap_bekliyor', 'cevaplandi']),
  created_at: z.string(),
});
export type QuestionCreated = z.infer<typeof questionCreatedSchema>;
