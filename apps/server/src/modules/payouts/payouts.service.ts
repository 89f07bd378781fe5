import { sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import {
  type CommissionRule as CommissionRuleView,
  type CommissionRuleList,
  COMMISSION_MESSAGES,
  type commissionRuleInputSchema,
  formatMoney,
  type LedgerLine,
  type PayoutList,
  type SellerStatements,
  type Statement,
  STATEMENT_STATUS_LABELS,
} from '@carsi/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';
import { PDF_FONT, PDF_FONT_BOLD } from '../../lib/text-pdf.ts';
import { DEFAULT_COMMISSION_BP } from './commission.ts';
import { LEDGER_KIND_LABELS, type LedgerKind } from './ledger.ts';
import { nextPayoutDate } from './ledger.service.ts';

type RuleInput = z.output<typeof commissionRuleInputSchema>;

// ---------------------------------------------------------------------------------------------
// Commission rules (operators)

interface RuleRow {
  id: number;
  category_id: number | null;
  category_name: string | null;
  category_path: string | null;
  business_id: number | null;
  business_name: string | null;
  campaign_id: number | null;
  campaign_title: string | null;
  rate_bp: number;
  valid_from: Date | string;
  valid_to: Date | string | null;
  note: string | null;
}

const ruleSelect = sql`
  SELECT r.id, r.category_id, c.name AS category_name,
         (SELECT string_agg(a.name, ' › ' ORDER BY a.depth) FROM categories a
           WHERE c.path LIKE a.path || '%') AS category_path,
         r.business_id, b.name AS business_name, r.campaign_id, k.title AS campaign_title,
         r.rate_bp, r.valid_from, r.valid_to, r.note
    FROM commission_rules r
    LEFT JOIN categories c ON c.id = r.category_id
    LEFT JOIN businesses b ON b.id = r.business_id
    LEFT JOIN campaigns k ON k.id = r.campaign_id`;

function ruleView(r: RuleRow, now: Date): CommissionRuleView {
  const from = new Date(r.valid_from);
  const to = r.valid_to === null ? null : new Date(r.valid_to);
  const tier: CommissionRuleView['tier'] =
    r.campaign_id !== null
      ? 'kampanya'
      : r.business_id !== null && r.category_id !== null
        ? 'isletme_kategori'
        : r.business_id !== null
          ? 'isletme'
          : r.category_id !== null
            ? 'kategori'
            : 'varsayilan';
  return {
    id: r.id,
    tier,
    category:
      r.category_id === null
        ? null
        : { id: r.category_id, name: r.category_name ?? '', path_names: r.category_path ?? '' },
    business: r.business_id === null ? null : { id: r.business_id, name: r.business_name ?? '' },
    campaign: r.campaign_id === null ? null : { id: r.campaign_id, title: r.campaign_title ?? '' },
    rate_bp: r.rate_bp,
    valid_from: iso(from),
    valid_to: to === null ? null : iso(to),
    active: from <= now && (to === null || to > now),
    note: r.note,
  };
}

export async function listCommissionRules(db: Db, now = new Date()): Promise<CommissionRuleList> {
  const rows = await queryRows<RuleRow>(
    db,
    sql`${ruleSelect} ORDER BY (r.valid_to IS NULL OR r.valid_to > now()) DESC, r.id DESC LIMIT 500`,
  );
  const categories = await queryRows<{ id: number; name: string; depth: number }>(
    db,
    sql`SELECT id, name, depth FROM categories WHERE depth <= 1 AND is_active ORDER BY path`,
  );
  const businesses = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM businesses ORDER BY name LIMIT 1000`,
  );
  return {
    results: rows.map((r) => ruleView(r, now)),
    default_rate_bp: DEFAULT_COMMISSION_BP,
    categories,
    businesses,
  };
}

async function checkRefs(tx: DbOrTx, input: RuleInput) {
  const check = async (table: string, id: number | null, message: string) => {
    if (id === null) return;
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM ${sql.identifier(table)} WHERE id = ${id}`,
    );
    if (!row) throw badRequest(message);
  };
  await check('categories', input.category_id, COMMISSION_MESSAGES.category);
  await check('businesses', input.business_id, COMMISSION_MESSAGES.business);
  await check('campaigns', input.campaign_id, COMMISSION_MESSAGES.campaign);
}

/** No two rules of one scope may overlap in time: precedence would have to guess. */
async function checkOverlap(tx: DbOrTx, input: RuleInput, from: string, except: number | null) {
  const to = input.valid_to;
  const [clash] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM commission_rules
         WHERE category_id IS NOT DISTINCT FROM ${input.category_id}::int
           AND business_id IS NOT DISTINCT FROM ${input.business_id}::int
           AND campaign_id IS NOT DISTINCT FROM ${input.campaign_id}::int
           AND (valid_to IS NULL OR valid_to > ${from}::timestamptz)
           AND (${to}::timestamptz IS NULL OR valid_from < ${to}::timestamptz)
           ${except === null ? sql`` : sql`AND id <> ${except}`}
         FOR UPDATE`,
  );
  if (clash) throw conflict('kural_cakisiyor', COMMISSION_MESSAGES.duplicate);
}

export async function createCommissionRule(
  db: Db,
  operatorId: number,
  input: RuleInput,
): Promise<CommissionRuleView> {
  return db.transaction(async (tx) => {
    await checkRefs(tx, input);
    const from = input.valid_from ?? new Date().toISOString();
    if (input.valid_to !== null && Date.parse(input.valid_to) <= Date.parse(from))
      throw badRequest(COMMISSION_MESSAGES.dates, { valid_to: [COMMISSION_MESSAGES.dates] });
    // One writer per scope at a time, so two overlapping rules cannot both pass the check.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('commission_rules'), 0)`);
    await checkOverlap(tx, input, from, null);
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO commission_rules (category_id, business_id, campaign_id, rate_bp, valid_from,
                                        valid_to, note, created_by)
          VALUES (${input.category_id}, ${input.business_id}, ${input.campaign_id},
                  ${input.rate_bp}, ${from}::timestamptz, ${input.valid_to}::timestamptz,
                  ${input.note}, ${operatorId})
          RETURNING id`,
    );
    return getRule(tx, row!.id);
  });
}

async function getRule(tx: DbOrTx, id: number): Promise<CommissionRuleView> {
  const [row] = await queryRows<RuleRow>(tx, sql`${ruleSelect} WHERE r.id = ${id}`);
  if (!row) throw notFound(COMMISSION_MESSAGES.notFound);
  return ruleView(row, new Date());
}

/**
 * Changes a rule. Items already ordered keep the rate they were given: rates are copied on each
 * item at checkout, so editing a rule never rewrites history.
 */
export async function updateCommissionRule(
  db: Db,
  id: number,
  input: RuleInput,
): Promise<CommissionRuleView> {
  return db.transaction(async (tx) => {
    const [current] = await queryRows<{ valid_from: Date | string }>(
      tx,
      sql`SELECT valid_from FROM commission_rules WHERE id = ${id} FOR UPDATE`,
    );
    if (!current) throw notFound(COMMISSION_MESSAGES.notFound);
    await checkRefs(tx, input);
    const from = input.valid_from ?? iso(current.valid_from);
    if (input.valid_to !== null && Date.parse(input.valid_to) <= Date.parse(from))
      throw badRequest(COMMISSION_MESSAGES.dates, { valid_to: [COMMISSION_MESSAGES.dates] });
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('commission_rules'), 0)`);
    await checkOverlap(tx, input, from, id);
    await tx.execute(sql`
      UPDATE commission_rules
         SET category_id = ${input.category_id}, business_id = ${input.business_id},
             campaign_id = ${input.campaign_id}, rate_bp = ${input.rate_bp},
             valid_from = ${from}::timestamptz, valid_to = ${input.valid_to}::timestamptz,
             note = ${input.note}, updated_at = now()
       WHERE id = ${id}`);
    return getRule(tx, id);
  });
}

/**
 * Ends a rule now (DELETE): a rule that has started is kept for the record with its end set; one
 * that has not started yet is removed.
 */
export async function endCommissionRule(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ started: boolean }>(
      tx,
      sql`SELECT valid_from <= now() AS started FROM commission_rules WHERE id = ${id} FOR UPDATE`,
    );
    if (!row) throw notFound(COMMISSION_MESSAGES.notFound);
    if (!row.started) await tx.execute(sql`DELETE FROM commission_rules WHERE id = ${id}`);
    else
      await tx.execute(sql`
        UPDATE commission_rules SET valid_to = now(), updated_at = now()
         WHERE id = ${id} AND (valid_to IS NULL OR valid_to > now())`);
  });
}

// ---------------------------------------------------------------------------------------------
// Statements (sellers) and payouts (operators)

interface LineRow {
  id: number | string;
  kind: LedgerKind;
  description: string;
  order_number: string | null;
  amount: number | string;
  created_at: Date | string;
  payable_at: Date | string;
}

const lineSelect = sql`
  SELECT l.id, l.kind, l.description, o.number AS order_number, l.amount, l.created_at,
         l.payable_at
    FROM ledger_entries l LEFT JOIN orders o ON o.id = l.order_id`;

const lineView = (r: LineRow): LedgerLine => ({
  id: Number(r.id),
  kind: r.kind,
  kind_label: LEDGER_KIND_LABELS[r.kind],
  description: r.description,
  order_number: r.order_number,
  amount: Number(r.amount),
  created_at: iso(r.created_at),
  payable_at: iso(r.payable_at),
});

interface StatementRow {
  id: number;
  business_id: number;
  business_name: string;
  week: string;
  total: number | string;
  status: 'odeniyor' | 'odendi' | 'basarisiz';
  provider: string;
  paid_at: Date | string | null;
  transfer_ref: string | null;
  last_error: string | null;
  created_at: Date | string;
  line_count: number;
}

const statementSelect = sql`
  SELECT s.id, s.business_id, b.name AS business_name, s.week::text AS week, s.total, s.status,
         s.provider, s.paid_at, s.transfer_ref, s.last_error, s.created_at,
         (SELECT count(*)::int FROM ledger_entries l
           WHERE l.statement_id = s.id AND l.kind <> 'payout') AS line_count
    FROM statements s JOIN businesses b ON b.id = s.business_id`;

const summaryView = (r: StatementRow) => ({
  id: r.id,
  week: r.week,
  total: Number(r.total),
  status: r.status,
  paid_at: r.paid_at === null ? null : iso(r.paid_at),
  line_count: r.line_count,
});

export async function sellerStatements(
  db: Db,
  businessId: number,
  now = new Date(),
): Promise<SellerStatements> {
  const [sums] = await queryRows<{ waiting: string | null; payable: string | null }>(
    db,
    sql`SELECT sum(l.amount) FILTER (WHERE NOT p.ok) AS waiting,
               sum(l.amount) FILTER (WHERE p.ok) AS payable
          FROM ledger_entries l
          CROSS JOIN LATERAL (SELECT l.payable_at <= ${now.toISOString()}::timestamptz
                AND NOT EXISTS (SELECT 1 FROM order_items oi WHERE oi.id = l.order_item_id
                                   AND oi.status = 'iade_talep_edildi') AS ok) p
         WHERE l.business_id = ${businessId} AND l.statement_id IS NULL`,
  );
  const [paying] = await queryRows<{ total: string | null }>(
    db,
    sql`SELECT sum(total) AS total FROM statements
         WHERE business_id = ${businessId} AND status <> 'odendi'`,
  );
  const open = await queryRows<LineRow>(
    db,
    sql`${lineSelect} WHERE l.business_id = ${businessId} AND l.statement_id IS NULL
         ORDER BY l.payable_at DESC, l.id DESC LIMIT 100`,
  );
  const rows = await queryRows<StatementRow>(
    db,
    sql`${statementSelect} WHERE s.business_id = ${businessId} ORDER BY s.week DESC, s.id DESC
         LIMIT 104`,
  );
  return {
    waiting: Number(sums?.waiting ?? 0),
    payable: Number(sums?.payable ?? 0),
    in_payment: Number(paying?.total ?? 0),
    next_payout_date: nextPayoutDate(now),
    open_lines: open.map(lineView),
    results: rows.map(summaryView),
  };
}

/** One statement with every line; another business's id → 404 (businessId null: operators). */
export async function getStatement(
  db: Db,
  businessId: number | null,
  id: number,
): Promise<Statement> {
  const [row] = await queryRows<StatementRow>(
    db,
    sql`${statementSelect} WHERE s.id = ${id}
         ${businessId === null ? sql`` : sql`AND s.business_id = ${businessId}`}`,
  );
  if (!row) throw notFound('Ekstre bulunamadı.');
  const lines = (
    await queryRows<LineRow>(
      db,
      sql`${lineSelect} WHERE l.statement_id = ${id} AND l.kind <> 'payout'
           ORDER BY l.payable_at, l.id`,
    )
  ).map(lineView);
  const byKind = new Map<LedgerKind, number>();
  for (const l of lines) byKind.set(l.kind, (byKind.get(l.kind) ?? 0) + l.amount);
  return {
    ...summaryView(row),
    business: { id: row.business_id, name: row.business_name },
    lines,
    totals: [...byKind].map(([kind, amount]) => ({
      kind,
      label: LEDGER_KIND_LABELS[kind],
      amount,
    })),
    transfer_ref: row.transfer_ref,
    last_error: row.last_error,
    created_at: iso(row.created_at),
  };
}

const PAGE = 25;

export async function listPayouts(
  db: Db,
  q: { status?: 'odeniyor' | 'odendi' | 'basarisiz' | undefined; page: number },
): Promise<PayoutList> {
  const where = q.status ? sql`WHERE s.status = ${q.status}` : sql``;
  const [c] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM statements s ${where}`,
  );
  const rows = await queryRows<StatementRow>(
    db,
    sql`${statementSelect} ${where} ORDER BY s.week DESC, s.id DESC
         LIMIT ${PAGE} OFFSET ${(q.page - 1) * PAGE}`,
  );
  return {
    count: c!.n,
    page: q.page,
    results: rows.map((r) => ({
      ...summaryView(r),
      business: { id: r.business_id, name: r.business_name },
      provider: r.provider,
      last_error: r.last_error,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Downloads

const csvCell = (v: string) => (/[;"\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
/** Kuruş as Excel-TR reads money: decimal comma, sign in front ("-0,50"). */
export const csvMoney = (kurus: number) => {
  const a = Math.abs(kurus);
  return `${kurus < 0 ? '-' : ''}${Math.trunc(a / 100)},${String(a % 100).padStart(2, '0')}`;
};
const trDate = (isoText: string) =>
  new Intl.DateTimeFormat('tr-TR', {
    timeZone: 'Europe/Istanbul',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(isoText));
const weekDate = (week: string) => week.split('-').reverse().join('.');

export const statementFileName = (s: Pick<Statement, 'id' | 'week'>, ext: 'pdf' | 'csv') =>
  `hakedis-${s.week}-${s.id}.${ext}`;

/** UTF-8 with a BOM, `;` between cells, CRLF lines, like the orders CSV. */
export function statementCsv(s: Statement): string {
  const lines = [['Tarih', 'Tür', 'Açıklama', 'Sipariş No', 'Tutar (TL)'].join(';')];
  for (const l of s.lines)
    lines.push(
      [trDate(l.created_at), l.kind_label, l.description, l.order_number ?? '', csvMoney(l.amount)]
        .map(csvCell)
        .join(';'),
    );
  lines.push(['', '', 'Toplam', '', csvMoney(s.total)].map(csvCell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** An A4 statement: head, sums per kind, every line. */
export function statementPdf(s: Statement): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 48, bottom: 48, left: 48, right: 48 },
    info: { Title: `Hakediş ekstresi #${s.id}`, Author: 'Çarşı', Producer: 'Çarşı' },
  });
  doc.registerFont('r', PDF_FONT);
  doc.registerFont('b', PDF_FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('b').fontSize(16).fillColor('#1c1917').text(`Hakediş ekstresi #${s.id}`);
  doc.font('r').fontSize(9).fillColor('#57534e');
  doc.text(`${s.business.name} · Hafta: ${weekDate(s.week)}`);
  doc.text(
    `Durum: ${STATEMENT_STATUS_LABELS[s.status]}${s.paid_at ? ` · Ödeme: ${trDate(s.paid_at)}` : ''}`,
  );
  doc.moveDown(0.8).fillColor('#1c1917');
  for (const t of s.totals)
    doc
      .font('r')
      .fontSize(10)
      .text(`${t.label}: ${formatMoney(t.amount)}`);
  doc
    .font('b')
    .fontSize(11)
    .text(`Ödenecek toplam: ${formatMoney(s.total)}`);
  doc.moveDown(0.8);
  const left = 48;
  const width = doc.page.width - 96;
  for (const l of s.lines) {
    const y = doc.y;
    doc.font('r').fontSize(8.5).fillColor('#1c1917');
    doc.text(`${trDate(l.created_at)}  ${l.kind_label}`, left, y, { width: 130 });
    doc.text(l.description, left + 135, y, { width: width - 135 - 80 });
    const after = doc.y;
    doc.text(formatMoney(l.amount), left + width - 80, y, { width: 80, align: 'right' });
    doc.y = Math.max(after, doc.y) + 3;
    doc.x = left;
  }
  doc.end();
  return done;
}
