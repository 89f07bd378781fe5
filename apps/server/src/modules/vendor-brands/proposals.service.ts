import { sql } from 'drizzle-orm';
import { type AttributeProposal, type attributeProposalInputSchema, slugify } from '@carsi/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';
import type { BusinessContext } from '../../lib/request-context.ts';
import { categoryAttributes, categoryById } from './categories.service.ts';
import { isUniqueViolation, rejectionOf } from './review.ts';

export interface ProposalRow {
  id: number;
  category_id: number;
  attribute_id: number;
  attribute_name: string;
  value: string;
  hex: string | null;
  note: string;
  status: 'beklemede' | 'onaylandi' | 'reddedildi';
  rejection_reasons: string[];
  rejection_note: string;
  created_at: Date | string;
  decided_at: Date | string | null;
}

export const PROPOSAL_COLUMNS = sql`p.id, p.category_id, p.attribute_id, a.name AS attribute_name,
  p.value, p.hex, p.note, p.status, p.rejection_reasons, p.rejection_note, p.created_at,
  p.decided_at`;

async function toProposals(db: Db, rows: ProposalRow[]): Promise<AttributeProposal[]> {
  const out: AttributeProposal[] = [];
  for (const r of rows) {
    const path = await categoryById(db, r.category_id)
      .then((c) => c.path)
      .catch(() => 'Kaldırılmış kategori');
    out.push({
      id: r.id,
      category: { id: r.category_id, path },
      attribute: { id: r.attribute_id, name: r.attribute_name },
      value: r.value,
      hex: r.hex,
      note: r.note,
      status: r.status,
      rejection: rejectionOf('attribute', r.status, r.rejection_reasons, r.rejection_note),
      submitted_at: iso(r.created_at),
      decided_at: r.decided_at ? iso(r.decided_at) : null,
    });
  }
  return out;
}

/** This business's proposals, newest first. */
export async function listProposals(
  db: Db,
  ctx: BusinessContext,
): Promise<{ results: AttributeProposal[] }> {
  const rows = await queryRows<ProposalRow>(
    db,
    sql`SELECT ${PROPOSAL_COLUMNS} FROM attribute_proposals p
          JOIN attributes a ON a.id = p.attribute_id
         WHERE p.business_id = ${ctx.business.id}
         ORDER BY p.created_at DESC, p.id DESC LIMIT 200`,
  );
  return { results: await toProposals(db, rows) };
}

/**
 * Proposes a missing value of one of the category's attributes. Refused when the value exists
 * already (folded) or when this business has the same proposal waiting.
 */
export async function proposeAttributeValue(
  db: Db,
  ctx: BusinessContext,
  input: z.output<typeof attributeProposalInputSchema>,
): Promise<AttributeProposal> {
  const { attributes } = await categoryAttributes(db, ctx, input.category_id);
  const attr = attributes.find((a) => a.id === input.attribute_id);
  if (!attr) {
    const detail = 'Bu özellik seçilen kategoride yok.';
    throw badRequest(detail, { attribute_id: [detail] });
  }
  const slug = slugify(input.value);
  if (!slug) {
    const detail = 'Değer en az bir harf ya da rakam içermeli.';
    throw badRequest(detail, { value: [detail] });
  }
  const same = attr.values.find((v) => slugify(v.value) === slug);
  if (same) {
    const detail = same.pending
      ? `“${same.value}” için incelemede bir öneriniz zaten var.`
      : `“${same.value}” değeri zaten var; listeden seçebilirsiniz.`;
    throw new AppError(409, same.pending ? 'proposal_pending' : 'value_exists', detail, {
      value: [detail],
    });
  }
  const hex = attr.is_color ? input.hex : null;
  if (attr.is_color && !hex) {
    const detail = 'Renk için bir renk kodu seçin (#RRGGBB).';
    throw badRequest(detail, { hex: [detail] });
  }
  try {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO attribute_proposals (category_id, attribute_id, value, slug, hex, note, business_id)
          VALUES (${input.category_id}, ${input.attribute_id}, ${input.value}, ${slug}, ${hex},
                  ${input.note}, ${ctx.business.id})
          RETURNING id`,
    );
    const rows = await queryRows<ProposalRow>(
      db,
      sql`SELECT ${PROPOSAL_COLUMNS} FROM attribute_proposals p
            JOIN attributes a ON a.id = p.attribute_id WHERE p.id = ${row!.id}`,
    );
    return (await toProposals(db, rows))[0]!;
  } catch (err) {
    if (isUniqueViolation(err)) {
      const detail = `“${input.value}” için incelemede bir öneriniz zaten var.`;
      throw new AppError(409, 'proposal_pending', detail, { value: [detail] });
    }
    throw err;
  }
}
