import { z } from 'zod';

/**
 * The operators' console (issue 16, docs/decisions/040), under `/api/yonetim/api/`:
 * `audit/`, `categories/` (tree, create, update, move, attributes), `users/` (search, suspend),
 * `disputes/` (return disputes and their decision). The shopper's side of a dispute is
 * `POST /api/siparis/api/order-items/{id}/dispute/`.
 */

const int = () => z.number().int();
const page = <T extends z.ZodType>(item: T) =>
  z.object({
    count: int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

// ---- audit log ----

export const auditEntrySchema = z.object({
  id: int(),
  created_at: z.string(),
  actor: z.object({ id: int().nullable(), email: z.string() }),
  action: z.string(),
  /** Turkish label of the action ("Ürün onaylandı"). */
  action_label: z.string(),
  object_type: z.string(),
  object_id: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = page(auditEntrySchema);
export type AuditList = z.infer<typeof auditListSchema>;

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'business.approve': 'İşletme başvurusu onaylandı',
  'business.reject': 'İşletme başvurusu reddedildi',
  'business.approve_changes': 'İşletme değişikliği onaylandı',
  'business.reject_changes': 'İşletme değişikliği reddedildi',
  'brand.approve': 'Marka onaylandı',
  'brand.reject': 'Marka reddedildi',
  'product_line.approve': 'Seri onaylandı',
  'product_line.reject': 'Seri reddedildi',
  'product.approve': 'Ürün onaylandı',
  'product.reject': 'Ürün reddedildi',
  'product.approve_change': 'Ürün değişikliği onaylandı',
  'product.reject_change': 'Ürün değişikliği reddedildi',
  'attribute_value.approve': 'Özellik değeri onaylandı',
  'attribute_value.reject': 'Özellik değeri reddedildi',
  'question.remove': 'Bildirilen soru kaldırıldı',
  'question.keep': 'Bildirilen soru yayında bırakıldı',
  'category.create': 'Kategori eklendi',
  'category.update': 'Kategori güncellendi',
  'category.move': 'Kategori taşındı',
  'category.attributes': 'Kategori özellikleri güncellendi',
  'user.suspend': 'Kullanıcı askıya alındı',
  'user.unsuspend': 'Kullanıcının askısı kaldırıldı',
  'dispute.decide': 'İade itirazı karara bağlandı',
};

// ---- categories ----

export const operatorCategoryNodeSchema: z.ZodType<OperatorCategoryNode> = z.lazy(() =>
  z.object({
    id: int(),
    name: z.string(),
    slug: z.string(),
    parent_id: int().nullable(),
    depth: int(),
    position: int(),
    path: z.string(),
    is_active: z.boolean(),
    product_count: int(),
    children: z.array(operatorCategoryNodeSchema),
  }),
);
export interface OperatorCategoryNode {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  depth: number;
  position: number;
  path: string;
  is_active: boolean;
  /** Products (any status) filed directly under this category. */
  product_count: number;
  children: OperatorCategoryNode[];
}
export const operatorCategoryTreeSchema = z.array(operatorCategoryNodeSchema);

const categoryName = z
  .string({ error: 'Kategori adı yazın.' })
  .trim()
  .min(2, { error: 'Kategori adı en az 2 karakter olmalı.' })
  .max(60, { error: 'Kategori adı en fazla 60 karakter olabilir.' });

export const categoryCreateSchema = z.object({
  name: categoryName,
  parent_id: int().positive().nullable().default(null),
});
export type CategoryCreate = z.input<typeof categoryCreateSchema>;

export const categoryUpdateSchema = z
  .object({ name: categoryName.optional(), is_active: z.boolean().optional() })
  .refine((v) => v.name !== undefined || v.is_active !== undefined, {
    error: 'Değiştirilecek bir alan gönderin.',
  });
export type CategoryUpdate = z.input<typeof categoryUpdateSchema>;

export const categoryMoveSchema = z.object({
  /** The new parent; null = a top category. */
  parent_id: int().positive().nullable(),
  /** Place among the new siblings, 0 = first. */
  position: int().min(0, { error: 'Sıra 0 veya daha büyük olmalı.' }),
});
export type CategoryMove = z.infer<typeof categoryMoveSchema>;

export const opCategoryAttributeSchema = z.object({
  attribute_id: int(),
  name: z.string(),
  is_variant_axis: z.boolean(),
  is_filterable: z.boolean(),
  is_required: z.boolean(),
  position: int(),
});
export type OpCategoryAttribute = z.infer<typeof opCategoryAttributeSchema>;
export const opCategoryAttributesSchema = z.object({
  category_id: int(),
  attributes: z.array(opCategoryAttributeSchema),
  /** Every attribute there is, to add one. */
  available: z.array(z.object({ id: int(), name: z.string() })),
});
export type OpCategoryAttributes = z.infer<typeof opCategoryAttributesSchema>;
export const categoryAttributesInputSchema = z.object({
  attributes: z
    .array(
      z.object({
        attribute_id: int().positive(),
        is_variant_axis: z.boolean(),
        is_filterable: z.boolean(),
        is_required: z.boolean(),
      }),
    )
    .max(30, { error: 'Bir kategoride en fazla 30 özellik olabilir.' }),
});
export type CategoryAttributesInput = z.infer<typeof categoryAttributesInputSchema>;

// ---- users ----

export const operatorUserSchema = z.object({
  id: int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  role: z.enum(['shopper', 'operator']),
  created_at: z.string(),
  is_active: z.boolean(),
  suspended_at: z.string().nullable(),
  suspension_reason: z.string().nullable(),
  businesses: z.array(z.object({ id: int(), name: z.string(), role: z.string() })),
  live_sessions: int(),
});
export type OperatorUser = z.infer<typeof operatorUserSchema>;
export const operatorUserListSchema = page(operatorUserSchema);
export type OperatorUserList = z.infer<typeof operatorUserListSchema>;

export const suspendUserSchema = z.object({
  reason: z
    .string({ error: 'Askıya alma gerekçesini yazın.' })
    .trim()
    .min(5, { error: 'Gerekçe en az 5 karakter olmalı.' })
    .max(500, { error: 'Gerekçe en fazla 500 karakter olabilir.' }),
});
export const unsuspendUserSchema = z.object({
  reason: z.string().trim().max(500, { error: 'Not en fazla 500 karakter olabilir.' }).default(''),
});

// ---- return disputes ----

/** Days after the seller's rejection in which the shopper may ask Çarşı to decide. */
export const DISPUTE_WINDOW_DAYS = 7;
export const DISPUTE_STATUSES = ['bekliyor', 'alici_lehine', 'satici_lehine'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  bekliyor: 'Çarşı inceliyor',
  alici_lehine: 'Alıcı lehine sonuçlandı',
  satici_lehine: 'Satıcı lehine sonuçlandı',
};

export const disputeRequestSchema = z.object({
  note: z
    .string({ error: 'İtirazınızı kısaca anlatın.' })
    .trim()
    .min(10, { error: 'İtirazınızı en az 10 karakterle anlatın.' })
    .max(1000, { error: 'Açıklama en fazla 1000 karakter olabilir.' }),
  /** Keys from `POST /api/core/uploads/`. */
  photos: z
    .array(z.string().regex(/^up\/[a-z0-9]{20,40}$/, { error: 'Fotoğraf geçersiz.' }))
    .max(5, { error: 'En fazla 5 fotoğraf eklenebilir.' })
    .default([]),
});
export type DisputeRequest = z.input<typeof disputeRequestSchema>;

const side = z.object({
  reason: z.string().nullable(),
  note: z.string().nullable(),
  photos: z.array(z.string()),
  at: z.string().nullable(),
});

export const operatorDisputeSchema = z.object({
  id: int(),
  status: z.enum(DISPUTE_STATUSES),
  status_label: z.string(),
  created_at: z.string(),
  order: z.object({ id: int(), number: z.string() }),
  item: z.object({
    id: int(),
    title: z.string(),
    image: z.string().nullable(),
    quantity: int(),
    line_total: int(),
  }),
  business: z.object({ id: int(), name: z.string() }),
  shopper: z.object({ id: int(), name: z.string(), email: z.string() }),
  /** The shopper's return request and their dispute. */
  buyer: side.extend({ dispute_note: z.string(), dispute_photos: z.array(z.string()) }),
  /** The seller's rejection. */
  seller: side,
  decision_note: z.string().nullable(),
  decided_at: z.string().nullable(),
  refunded_amount: int(),
});
export type OperatorDispute = z.infer<typeof operatorDisputeSchema>;
export const operatorDisputeListSchema = page(operatorDisputeSchema).extend({
  waiting: int(),
});
export type OperatorDisputeList = z.infer<typeof operatorDisputeListSchema>;

export const disputeDecisionSchema = z.object({
  outcome: z.enum(['buyer', 'seller'], { error: 'Kararı seçin: alıcı veya satıcı lehine.' }),
  note: z
    .string({ error: 'Kararın gerekçesini yazın.' })
    .trim()
    .min(5, { error: 'Gerekçe en az 5 karakter olmalı.' })
    .max(1000, { error: 'Gerekçe en fazla 1000 karakter olabilir.' }),
});
export type DisputeDecision = z.infer<typeof disputeDecisionSchema>;
