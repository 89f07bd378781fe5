// The hostile-input sweep: every operation of the OpenAPI description (/api/docs/json), called
// as a visitor, a shopper and a seller with hostile variants of each path parameter, query
// parameter, body field and header — wrong types, negatives, huge numbers, huge strings, NUL
// bytes, lone surrogates, broken percent-encoding, SQL, HTML, arrays and objects where scalars
// belong, broken JSON, empty bodies. No answer may be a 5xx, every error must be the API's own
// `{detail, code}` shape, and the server must be healthy afterwards.
//
// The variants come from the description, so a new route is swept as soon as it is described.
// Each field gets a bounded selection of variants (the likeliest 500s always, the rest in
// rotation) to keep the file under a minute on PGlite; over the fields of the description every
// variant is used many times. HOSTILE_VARIANTS=100 sends every variant to every field (about
// 15,000 requests); HOSTILE_DEBUG=1 prints each operation's valid call and the slowest ones.
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/lib/query-rows.ts';
import { refreshProductSummaries } from '../src/modules/catalog/product-summary.service.ts';
import { createSession } from '../src/modules/accounts/sessions.service.ts';
import { issueAccessToken } from '../src/modules/accounts/tokens.service.ts';
import { advancePackage } from '../src/modules/orders/order-changes.service.ts';
import { sandboxCallbackFields } from '../src/modules/payments/sandbox.provider.ts';
import { TestClient } from './client.ts';
import { buildTestApp, type TestContext } from './helper.ts';
import { createShoppers } from './shoppers.ts';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
};

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: { contentType: string; schema: JsonSchema } | null;
  secured: boolean;
}

type Role = 'visitor' | 'shopper' | 'seller';

interface Attempt {
  role: Role;
  what: string;
  method: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** Variants per field and parameter; HOSTILE_VARIANTS=100 tries every one (minutes, not seconds). */
const VARIANTS_PER_FIELD = Number(process.env.HOSTILE_VARIANTS) || 6;

// --- hostile values -----------------------------------------------------------------------

const BIG = 'A'.repeat(100 * 1024);
const SQL = "' OR 1=1 --";
const HTML = '<script>alert(1)</script>';

/** Values for a JSON body field: every kind the brief names, and a few more. */
const JSON_VARIANTS: [string, unknown][] = [
  // The first three go to every field: integer overflows and NUL were the 500s found.
  ['2**31', 2 ** 31],
  ['NUL', 'a\u0000b'],
  ['2**53', 2 ** 53],
  ['-1', -1],
  ['1e308', 1e308],
  ['lone surrogate', 'x\ud800y'],
  ['100 KB', BIG],
  ['SQL', SQL],
  ['HTML', HTML],
  ['object', { a: 1 }],
  ['array', ['x', 'y']],
  ['null', null],
  ['true', true],
  ['-1e308', -1e308],
  ['1.5', 1.5],
  ['0', 0],
  ['-2**53', -(2 ** 53)],
  ['empty string', ''],
  ['numeric string', '9007199254740993'],
  ['nested arrays', [[[[['x']]]]]],
  ['array of NUL', ['a\u0000']],
  ['object of surrogate', { '\udc00': 'x' }],
  ['big array', Array.from({ length: 5000 }, (_, i) => i)],
  ['deep object', JSON.parse('{"a":'.repeat(500) + '1' + '}'.repeat(500))],
];

/** Raw (already percent-encoded where needed) values for a query or path parameter. */
const URL_VARIANTS: [string, string][] = [
  // The first three go to every parameter.
  ['2**31', '2147483648'],
  ['%00', 'a%00b'],
  ['lone surrogate bytes', 'a%ED%A0%80'],
  ['-1', '-1'],
  ['2**53', '9007199254740992'],
  ['1e308', '1e308'],
  ['bad percent', '%ZZ'],
  ['SQL', encodeURIComponent(SQL)],
  ['HTML', encodeURIComponent(HTML)],
  ['0', '0'],
  ['huge digits', '9'.repeat(400)],
  ['cut percent', '%E0%A4'],
  ['empty', ''],
  ['1.5', '1.5'],
  ['Turkish İ', encodeURIComponent('İıŞğ')],
  ['traversal', '..%2F..%2Fetc%2Fpasswd'],
];

/** Query-only shapes: repeated keys, bracket keys, 100 KB. */
const QUERY_SHAPES: [string, (name: string, valid: string) => string][] = [
  ['repeated', (n, v) => `${n}=${v}&${n}=${v}`],
  ['bracket array', (n, v) => `${n}[]=${v}`],
  ['bracket object', (n, v) => `${n}[a]=${v}`],
  ['100 KB', (n) => `${n}=${BIG}`],
  ['key only', (n) => n],
];

/** Whole bodies: broken JSON, empty, wrong shapes, wrong types. */
const BODY_VARIANTS: [string, { payload: string; type?: string }][] = [
  ['broken JSON', { payload: '{"a":' }],
  ['empty body', { payload: '' }],
  ['null', { payload: 'null' }],
  ['array', { payload: '[]' }],
  ['string', { payload: '"x"' }],
  ['number', { payload: '1e308' }],
  ['NUL escape at the top', { payload: '"\\u0000"' }],
  ['surrogate key', { payload: '{"\\ud800":1}' }],
  [
    'prototype keys',
    { payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' },
  ],
  ['100 KB of JSON string', { payload: JSON.stringify(BIG) }],
  ['deep arrays', { payload: '['.repeat(5000) + ']'.repeat(5000) }],
  ['invalid UTF-8 bytes', { payload: '{"a":"\xff\xfe"}' }],
  ['text/plain', { payload: 'hello', type: 'text/plain' }],
  ['form', { payload: 'a=1&b=%00', type: 'application/x-www-form-urlencoded' }],
  ['multipart without boundary', { payload: '--x\r\n', type: 'multipart/form-data' }],
  ['JSON as UTF-16', { payload: '{}', type: 'application/json; charset=utf-16' }],
];

/** Header variants; one or two per operation and role, rotating. */
const HEADER_VARIANTS: [string, Record<string, string>][] = [
  ['X-Business-Id -1', { 'x-business-id': '-1' }],
  ['X-Business-Id 2**53', { 'x-business-id': '9007199254740992' }],
  ['X-Business-Id SQL', { 'x-business-id': SQL }],
  ['Idempotency-Key 100 KB', { 'idempotency-key': BIG }],
  ['Idempotency-Key NUL', { 'idempotency-key': 'abcdefgh\u0000' }],
  ['X-CSRF-Token garbage', { 'x-csrf-token': `${SQL}.${HTML}` }],
  ['Cookie garbage', { cookie: `aq_refresh=${encodeURIComponent(SQL)}; aq_anon=%00; aq_csrf=%ZZ` }],
  ['User-Agent 100 KB', { 'user-agent': BIG }],
  ['User-Agent surrogate', { 'user-agent': 'Mozilla \ud800' }],
  ['X-Request-Id 100 KB', { 'x-request-id': BIG }],
  ['Accept garbage', { accept: `${HTML};q=abc` }],
  ['Accept-Encoding garbage', { 'accept-encoding': 'br;q=NaN, gzip;q=-1, *;q=1e308' }],
  ['Content-Length lie', { 'content-length': '99999999999999999999' }],
];

/** Authorization header values (sent in place of the role's own token). */
const AUTH_VARIANTS = [
  'Bearer ' + SQL,
  'Bearer ' + BIG,
  'Bearer a.b.c',
  'Basic Zm9vOmJhcg==',
  'Bearer ',
];

// --- valid values ---------------------------------------------------------------------------

/** Real ids of the sweep's own fixtures, per role (a visitor borrows the shopper's). */
interface Known {
  productId: number;
  productSlug: string;
  offerId: number;
  productSellerId: number;
  addressId: number;
  spareAddressId: number;
  cartLineId: number;
  orderId: number;
  openItemId: number;
  deliveredItemId: number;
  trackingCode: string;
  paymentId: string;
  callback: Record<string, string>;
}

const VALID_CARD = {
  holder_name: 'Ayşe Yılmaz',
  number: '5528 7900 0000 0008',
  expiry_month: 12,
  expiry_year: 2030,
  cvc: '123',
};
const VALID_ADDRESS = {
  title: 'Ev',
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  phone: '+905321234567',
  city_code: 34,
  district: 'Kadıköy',
  neighbourhood: 'Caferağa Mah',
  address_line: 'Moda Caddesi No: 12 Daire: 3',
  postal_code: '34710',
  billing_type: 'bireysel',
};

/**
 * Valid bodies where the description alone cannot make one (formats, checksums, fixtures): a
 * hostile field then reaches the handler with everything else valid, not just the validator.
 */
function validBodies(k: Known): Record<string, unknown> {
  const password = 'Carsi.2026!x';
  return {
    'POST /api/kullanici/api/register/': {
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      email: 'yeni@carsi.test',
      phone: '+905321234567',
      password,
      kvkk_acknowledged: true,
      captchaToken: 'x',
    },
    'POST /api/kullanici/api/verify-email/': { code: '123456' },
    'POST /api/kullanici/api/password-reset/confirm/': { uidb64: 'MQ', token: 'x', password },
    'POST /api/kullanici/api/change-password/': { current_password: 'x', new_password: password },
    'PATCH /api/kullanici/api/profile/': {
      first_name: 'Ayşe',
      phone: '+905321234567',
      birth_date: '1990-02-01',
      gender: 'kadin',
    },
    'POST /api/urun/api/products/{id}/questions/': {
      body: 'Bu ürün kışın da kullanılabilir mi?',
      seller_id: k.productSellerId,
    },
    'POST /api/urun/api/cart/items/': { offer_id: k.offerId, quantity: 1 },
    'PATCH /api/urun/api/cart/items/{id}/': { quantity: 2, selected: true },
    'POST /api/core/addresses/': VALID_ADDRESS,
    'PUT /api/core/addresses/{id}/': VALID_ADDRESS,
    'POST /api/urun/api/order-items/{id}/review/': { rating: 5, body: 'Güzel ürün.', photos: [] },
    'POST /api/siparis/api/checkout/preview/': { address_id: k.addressId, wallet_amount: 0 },
    'POST /api/siparis/api/checkout/': {
      address_id: k.addressId,
      card: VALID_CARD,
      installments: 1,
      accept_agreements: true,
    },
    'POST /api/siparis/api/orders/{id}/cancel/': {
      item_ids: [k.openItemId],
      refund_target: 'kart',
      reason: 'Vazgeçtim',
    },
    'POST /api/siparis/api/order-items/{id}/return/': {
      reason: 'hasarli',
      note: 'Kutusu ezik geldi.',
      photos: [],
      refund_target: 'cuzdan',
    },
    'POST /api/cuzdan/api/top-up/': { amount: 10_000, card: VALID_CARD },
    'POST /api/odeme/api/{provider}/callback/': k.callback,
  };
}

/** A plausible valid value for a parameter: real ids where the name and path say what it is. */
function validParam(p: Parameter, op: Operation, k: Known): string {
  const s = p.schema ?? {};
  if (p.in === 'header' && p.name === 'idempotency-key')
    return `sweep-${Math.random().toString(36).slice(2)}`;
  if (s.enum?.length) return String(s.enum[0]);
  const byName: Record<string, string> = {
    slug: k.productSlug,
    il: '34',
    ilce: 'Kadıköy',
    code: k.trackingCode,
    page: '1',
    page_size: '24',
    q: 'sweatshirt',
    bin: '552879',
    amount: '10000',
    to: 'alici@carsi.test',
    brand: '1',
    seller: String(k.productSellerId),
    attr: 'renk:siyah',
    product_id: String(k.productId),
  };
  if (byName[p.name]) return byName[p.name]!;
  if (p.name === 'id') {
    const path = op.path;
    if (path.includes('/addresses/'))
      return String(op.method === 'DELETE' ? k.spareAddressId : k.addressId);
    if (path.includes('/payments/') || path.includes('/3ds/')) return k.paymentId;
    if (path.includes('/cart/items/')) return String(k.cartLineId);
    if (path.includes('/orders/')) return String(k.orderId);
    if (path.includes('/order-items/'))
      return String(
        path.endsWith('/return/') || path.endsWith('/review/') ? k.deliveredItemId : k.openItemId,
      );
    if (path.includes('/products/')) return String(k.productId);
  }
  if (s.pattern?.includes('\\d') || s.type === 'integer' || s.type === 'number') return '1';
  return 'test';
}

/** A plausible valid JSON value for a schema (required and optional properties both). */
function validValue(s: JsonSchema | undefined, name: string, k: Known, depth = 0): unknown {
  if (!s || depth > 6) return null;
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const options = s.anyOf ?? s.oneOf;
  if (options?.length) {
    const firstNonNull = options.find((o) => o.type !== 'null' && !o.enum?.includes(null));
    return validValue(firstNonNull ?? options[0], name, k, depth + 1);
  }
  if (s.allOf?.length) return validValue(s.allOf[0], name, k, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(s.properties ?? {}))
        out[key] = validValue(sub, key, k, depth + 1);
      return out;
    }
    case 'array': {
      const n = Math.max(1, s.minItems ?? 1);
      return Array.from({ length: n }, () => validValue(s.items, name, k, depth + 1));
    }
    case 'integer':
    case 'number': {
      const ids: Record<string, number> = {
        offer_id: k.offerId,
        product_id: k.productId,
        address_id: k.addressId,
        amount: 10_000,
      };
      if (ids[name] !== undefined) return ids[name];
      const min = s.minimum ?? 1;
      return Math.min(Math.max(1, min), s.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'string': {
      if (s.format === 'email' || name.includes('email')) return 'alici@carsi.test';
      const min = s.minLength ?? 0;
      return 'test'.padEnd(min, 'x').slice(0, s.maxLength ?? 1000);
    }
    default:
      return 'test';
  }
}

/** Dotted paths of the fields of a body schema worth varying: properties and array items. */
function fieldPaths(s: JsonSchema | undefined, prefix: string[] = [], depth = 0): string[][] {
  if (!s || depth > 3) return [];
  const options = s.anyOf ?? s.oneOf;
  if (options?.length) {
    const first = options.find((o) => o.type !== 'null');
    return fieldPaths(first, prefix, depth);
  }
  const out: string[][] = [];
  if (s.type === 'object' || s.properties) {
    for (const [key, sub] of Object.entries(s.properties ?? {})) {
      out.push([...prefix, key]);
      out.push(...fieldPaths(sub, [...prefix, key], depth + 1));
    }
  } else if (s.type === 'array' && s.items) {
    out.push([...prefix, '0']);
    out.push(...fieldPaths(s.items, [...prefix, '0'], depth + 1));
  }
  return out;
}

function withField(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base ?? {}) as Record<string, unknown>;
  let at: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (at[key] === null || typeof at[key] !== 'object') at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[path[path.length - 1]!] = value;
  return copy;
}

/** `count` items of `list`, starting at a position that moves with `seed`. */
function rotate<T>(list: readonly T[], seed: number, count: number): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.min(count, list.length); i++)
    out.push(list[(seed * 7 + i) % list.length]!);
  return out;
}

/** The list's first three (always), then `count - 3` of the others in rotation. */
function pick<T>(list: readonly T[], seed: number, count: number): T[] {
  if (count <= 3) return rotate(list, seed, count);
  return [...list.slice(0, 3), ...rotate(list.slice(3), seed, count - 3)];
}

/** A multipart body with one part; the photo upload's hostile files. */
function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer }[]) {
  const boundary = 'sweepBoundary7MA4YWxk';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      p.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

let tinyPng: Buffer;

function multipartVariants(): [string, { payload: Buffer; type: string }][] {
  const png = tinyPng;
  return [
    [
      'a real photo',
      multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: png }]),
    ],
    ['garbage bytes', multipart([{ name: 'file', filename: 'a.jpg', data: Buffer.from(BIG) }])],
    [
      'a truncated PNG',
      multipart([{ name: 'file', filename: 'a.png', data: png.subarray(0, 40) }]),
    ],
    [
      'a JPEG header only',
      multipart([
        { name: 'file', filename: 'a.jpg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]) },
      ]),
    ],
    ['an empty file', multipart([{ name: 'file', filename: 'a.png', data: Buffer.alloc(0) }])],
    ['NUL in the file name', multipart([{ name: 'file', filename: 'a\u0000.png', data: png }])],
    ['HTML file name', multipart([{ name: 'file', filename: HTML, data: png }])],
    ['the wrong field', multipart([{ name: 'photo', filename: 'a.png', data: png }])],
    ['a text field only', multipart([{ name: 'file', data: Buffer.from(SQL) }])],
    [
      'two files',
      multipart([
        { name: 'file', filename: 'a.png', data: png },
        { name: 'file', filename: 'b.png', data: png },
      ]),
    ],
    [
      'SVG with script',
      multipart([
        {
          name: 'file',
          filename: 'a.svg',
          type: 'image/svg+xml',
          data: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${HTML}</svg>`),
        },
      ]),
    ],
    [
      'broken boundary',
      {
        payload: Buffer.from('--other\r\n\r\nx'),
        type: 'multipart/form-data; boundary=sweepBoundary7MA4YWxk',
      },
    ],
  ];
}

// --- the description ------------------------------------------------------------------------

function operationsOf(doc: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const content = (
        raw.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined
      )?.content;
      const contentType = content
        ? (Object.keys(content).find((c) => c.includes('json')) ?? Object.keys(content)[0]!)
        : null;
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: (raw.parameters as Parameter[] | undefined) ?? [],
        body: content && contentType ? { contentType, schema: content[contentType]!.schema } : null,
        secured: Array.isArray(raw.security) && raw.security.length > 0,
      });
    }
  }
  return ops;
}

/** The operation's URL with valid parameters, one of them (path or query) replaced. */
function urlOf(op: Operation, k: Known, over: { path?: [string, string]; query?: string } = {}) {
  let url = op.path;
  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    const value =
      over.path?.[0] === p.name ? over.path[1] : encodeURIComponent(validParam(p, op, k));
    url = url.replace(`{${p.name}}`, value);
  }
  const replaced = over.query?.split(/[=&[]/)[0];
  const query = op.parameters
    .filter((x) => x.in === 'query' && x.required && x.name !== replaced)
    .map((p) => `${p.name}=${encodeURIComponent(validParam(p, op, k))}`);
  if (over.query !== undefined) query.push(over.query);
  return query.length ? `${url}?${query.join('&')}` : url;
}

/** Every hostile attempt for one operation and role. */
function attemptsFor(op: Operation, role: Role, k: Known, seed: number): Attempt[] {
  const out: Attempt[] = [];
  const key = `${op.method} ${op.path}`;
  const jsonBody = op.body?.contentType.includes('json') ?? false;
  const baseline = jsonBody
    ? (validBodies(k)[key] ?? validValue(op.body!.schema, '', k))
    : undefined;
  const validHeaders = () =>
    Object.fromEntries(
      op.parameters.filter((p) => p.in === 'header').map((p) => [p.name, validParam(p, op, k)]),
    );
  const add = (what: string, url: string, extra: Partial<Attempt> = {}) =>
    out.push({
      role,
      what,
      method: op.method,
      url,
      ...(jsonBody ? { payload: baseline } : {}),
      ...extra,
      headers: { ...validHeaders(), ...extra.headers },
    });

  // A visitor on a route that needs a login is refused before anything is read: a few suffice.
  const perField = role === 'visitor' && op.secured ? 1 : VARIANTS_PER_FIELD;

  add('baseline', urlOf(op, k));

  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    for (const [name, value] of pick(URL_VARIANTS, seed + p.name.length, perField + 1))
      add(`path ${p.name} = ${name}`, urlOf(op, k, { path: [p.name, value] }));
  }
  for (const p of op.parameters.filter((x) => x.in === 'query')) {
    const valid = encodeURIComponent(validParam(p, op, k));
    for (const [name, value] of pick(URL_VARIANTS, seed + p.name.length, perField))
      add(`query ${p.name} = ${name}`, urlOf(op, k, { query: `${p.name}=${value}` }));
    for (const [name, shape] of rotate(QUERY_SHAPES, seed + p.name.length, perField > 1 ? 2 : 0))
      add(`query ${p.name} ${name}`, urlOf(op, k, { query: shape(p.name, valid) }));
  }
  for (const p of op.parameters.filter((x) => x.in === 'header')) {
    for (const [name, value] of rotate(JSON_VARIANTS, seed, perField).filter(
      ([, v]) => typeof v === 'string',
    ))
      add(`header ${p.name} = ${name}`, urlOf(op, k), { headers: { [p.name]: String(value) } });
  }
  // Parameters the description does not name: the listing's unknown filters and the like.
  add('unknown query', urlOf(op, k, { query: `x%00y=${encodeURIComponent(SQL)}&__proto__=1` }));

  if (op.body && jsonBody) {
    for (const path of fieldPaths(op.body.schema)) {
      for (const [name, value] of pick(JSON_VARIANTS, seed + path.join('.').length, perField))
        add(`body ${path.join('.')} = ${name}`, urlOf(op, k), {
          payload: withField(baseline, path, value),
        });
    }
    add('body extra field', urlOf(op, k), {
      payload: { ...(baseline as object), x: BIG, 'y\u0000': 1 },
    });
  }
  if (op.body?.contentType.startsWith('multipart/')) {
    for (const [name, v] of role === 'visitor' ? [] : multipartVariants())
      add(`multipart ${name}`, urlOf(op, k), {
        payload: v.payload,
        headers: { 'content-type': v.type },
      });
  }
  if (op.method !== 'GET') {
    for (const [name, v] of rotate(
      BODY_VARIANTS,
      seed,
      role === 'visitor' && op.secured ? 2 : VARIANTS_PER_FIELD,
    ))
      add(`body ${name}`, urlOf(op, k), {
        payload: v.payload,
        headers: { 'content-type': v.type ?? 'application/json' },
      });
  }
  for (const [name, headers] of rotate(
    HEADER_VARIANTS,
    seed,
    VARIANTS_PER_FIELD > 6 ? VARIANTS_PER_FIELD : 2,
  ))
    add(`header ${name}`, urlOf(op, k), { headers });
  for (const auth of rotate(AUTH_VARIANTS, seed, VARIANTS_PER_FIELD > 6 ? VARIANTS_PER_FIELD : 1))
    add(`authorization ${auth.slice(0, 20)}`, urlOf(op, k), { headers: { authorization: auth } });
  return out;
}

// --- fixtures --------------------------------------------------------------------------------

let t: TestContext;
let ops: Operation[];
const clients = {} as Record<Role, TestClient>;
const known = {} as Record<Role, Known>;
const userOf = {} as Record<Exclude<Role, 'visitor'>, number>;

async function signIn(role: Exclude<Role, 'visitor'>) {
  const { sessionId } = await createSession(t.database.db, {
    userId: userOf[role],
    ip: '127.0.0.1',
  });
  const c = new TestClient(t.app);
  c.access = await issueAccessToken(t.config.secret, userOf[role], sessionId);
  await c.prime();
  clients[role] = c;
}

async function send(a: Attempt): Promise<LightMyRequestResponse> {
  const c = clients[a.role];
  const { authorization, ...headers } = a.headers ?? {};
  const saved = c.access;
  // TestClient sends its own bearer token: a hostile Authorization replaces it for one call.
  if (authorization !== undefined) {
    c.access = null;
    headers.authorization = authorization;
  }
  try {
    return await c.request(a.method as InjectOptions['method'], a.url, a.payload, { headers });
  } finally {
    c.access = saved;
  }
}

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.database.db, q);

async function addAddress(userId: number) {
  const [a] = await rows<{ id: number }>(sql`
    INSERT INTO addresses (user_id, title, first_name, last_name, phone, city_code, city, district,
                           neighbourhood, address_line, postal_code, billing_type)
    VALUES (${userId}, 'Yedek', 'Alıcı', 'Test', '+905321234567', 34, 'İstanbul', 'Kadıköy',
            'Caferağa Mah', 'Moda Caddesi No: 14', '34710', 'bireysel')
    RETURNING id`);
  return a!.id;
}

async function addCartLine(role: Exclude<Role, 'visitor'>, offerId: number) {
  const res = await clients[role].post('/api/urun/api/cart/items/', {
    offer_id: offerId,
    quantity: 1,
  });
  expect(res.statusCode, res.body).toBe(201);
  const lines = res
    .json()
    .groups.flatMap((g: { lines: { id: number; offer_id: number }[] }) => g.lines);
  return lines.find((l: { offer_id: number }) => l.offer_id === offerId).id as number;
}

/** The shopper's order of two packages, one delivered (reviews, returns) and one open (cancel). */
async function placeOrder(addressId: number, offers: number[]) {
  for (const id of offers) await addCartLine('shopper', id);
  const res = await clients.shopper.post(
    '/api/siparis/api/checkout/',
    { address_id: addressId, card: VALID_CARD, installments: 1, accept_agreements: true },
    { headers: { 'idempotency-key': `sweep-order-${Date.now()}` } },
  );
  expect(res.statusCode, res.body).toBe(200);
  const paymentId = res.json().payment_id as string;
  const [p] = await rows<{ card_amount: number }>(
    sql`SELECT card_amount FROM payments WHERE id = ${paymentId}`,
  );
  const callback = sandboxCallbackFields(t.config.secret, paymentId, p!.card_amount, 'onay');
  const bank = await t.app.inject({
    method: 'POST',
    url: '/api/odeme/api/sandbox/callback/',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(callback).toString(),
  });
  expect(bank.statusCode, bank.body).toBe(303);
  const orderId = Number(/siparis=(\d+)/.exec(String(bank.headers.location))![1]);
  const packages = await rows<{ id: number; tracking_code: string }>(
    sql`SELECT id, tracking_code FROM order_packages WHERE order_id = ${orderId} ORDER BY id`,
  );
  expect(packages.length).toBe(2);
  for (const to of ['hazirlaniyor', 'kargoya_verildi', 'teslim_edildi'] as const)
    await advancePackage(t.database.db, t.app.payments.provider, packages[0]!.id, to);
  const items = await rows<{ id: number; package_id: number }>(
    sql`SELECT id, package_id FROM order_items WHERE order_id = ${orderId} ORDER BY id`,
  );
  return {
    orderId,
    paymentId,
    callback,
    trackingCode: packages[0]!.tracking_code,
    deliveredItemId: items.find((i) => i.package_id === packages[0]!.id)!.id,
    openItemId: items.find((i) => i.package_id === packages[1]!.id)!.id,
  };
}

beforeAll(async () => {
  t = await buildTestApp({ products: 30 });
  tinyPng = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 80, b: 20 } },
  })
    .png()
    .toBuffer();
  const [shopper, seller] = await createShoppers(t, 2, 'hostile');
  userOf.shopper = shopper!.id;
  userOf.seller = seller!.id;
  const [business] = await rows<{ id: number }>(
    sql`SELECT id FROM businesses WHERE status = 'onaylandi' ORDER BY id LIMIT 1`,
  );
  await t.database.db.execute(sql`
    INSERT INTO business_members (business_id, user_id, role)
    VALUES (${business!.id}, ${seller!.id}, 'owner')`);
  // Two offers of two sellers, in stock, of published products.
  const offers = await rows<{
    id: number;
    product_id: number;
    slug: string;
    business_id: number;
  }>(sql`
    SELECT DISTINCT ON (o.business_id) o.id, p.id AS product_id, p.slug, o.business_id
      FROM offers o JOIN variants v ON v.id = o.variant_id JOIN products p ON p.id = v.product_id
     WHERE o.is_active AND v.is_active AND p.status = 'yayinda' AND o.stock >= 50
     ORDER BY o.business_id, o.id
     LIMIT 2`);
  expect(offers.length).toBe(2);
  const [a, b] = offers as [(typeof offers)[0], (typeof offers)[0]];
  await signIn('shopper');
  await signIn('seller');
  clients.visitor = await new TestClient(t.app).prime();

  const order = await placeOrder(shopper!.addressId, [a.id, b.id]);
  for (const role of ['shopper', 'seller'] as const) {
    const addressId = role === 'shopper' ? shopper!.addressId : seller!.addressId;
    known[role] = {
      productId: a.product_id,
      productSlug: a.slug,
      offerId: a.id,
      productSellerId: a.business_id,
      addressId,
      spareAddressId: await addAddress(userOf[role]),
      cartLineId: await addCartLine(role, b.id),
      ...order,
    };
  }
  known.visitor = known.shopper;

  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  ops = operationsOf(res.json());
}, 180_000);
afterAll(async () => t?.close());

// --- the sweep -------------------------------------------------------------------------------

function apiErrorShape(res: LightMyRequestResponse): boolean {
  try {
    const body = res.json() as { detail?: unknown; code?: unknown };
    return typeof body.detail === 'string' && typeof body.code === 'string';
  } catch {
    return false;
  }
}

describe('hostile input, from the OpenAPI description', () => {
  it('never answers 5xx, and answers every error in the API shape', async () => {
    expect(ops.length).toBeGreaterThan(60);
    const failures: string[] = [];
    let sent = 0;
    const started = performance.now();
    const perOp: [string, number, number][] = [];
    for (const [i, op] of ops.entries()) {
      const opStart = performance.now();
      let opSent = 0;
      for (const role of ['visitor', 'shopper', 'seller'] as const) {
        for (const a of attemptsFor(op, role, known[role], i)) {
          const res = await send(a);
          sent++;
          opSent++;
          const label = `${a.role} ${a.method} ${a.url.slice(0, 100)} [${a.what}] → ${res.statusCode}`;
          if (process.env.HOSTILE_DEBUG && a.what === 'baseline')
            console.log('BASELINE', label, res.body.slice(0, 200));
          if (res.statusCode >= 500) failures.push(`${label} ${res.body.slice(0, 200)}`);
          else if (res.statusCode >= 400 && !apiErrorShape(res))
            failures.push(`${label} not in the API error shape: ${res.body.slice(0, 200)}`);
        }
        // A hostile call may have ended the session (logout): sign in again for the next one.
        if (role !== 'visitor') {
          const me = await clients[role].get('/api/kullanici/api/user/me/');
          if (me.statusCode === 401) await signIn(role);
        }
      }
      perOp.push([`${op.method} ${op.path}`, opSent, performance.now() - opStart]);
    }
    if (process.env.HOSTILE_DEBUG)
      for (const [name, n, ms] of perOp.sort((a, b) => b[2] - a[2]).slice(0, 15))
        console.log('SLOW', name, n, Math.round(ms));
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `hostile sweep: ${sent} requests over ${ops.length} operations in ${seconds.toFixed(1)} s`,
    );
    expect(failures).toEqual([]);
  }, 300_000);

  it('is healthy afterwards: health is ok and ordinary calls work', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().status).toBe('ok');
    const listing = await clients.visitor.get('/api/urun/api/products/?page_size=5');
    expect(listing.statusCode).toBe(200);
    expect(listing.json().results.length).toBeGreaterThan(0);
    await signIn('shopper');
    // The sweep's own adds may have filled the line to its limit: start from an empty cart.
    await t.database.db.execute(sql`DELETE FROM cart_items WHERE user_id = ${userOf.shopper}`);
    // The seller's valid sweep calls may have taken that offer or its product off sale (bulk
    // status, a deleted variant): put it back, this check is about the server's health.
    await t.database.db.execute(sql`
      WITH o AS (UPDATE offers SET is_active = true, stock = greatest(stock, 5)
                  WHERE id = ${known.shopper.offerId} RETURNING variant_id),
           v AS (UPDATE variants SET is_active = true WHERE id IN (SELECT variant_id FROM o)
                  RETURNING product_id)
      UPDATE products SET status = 'yayinda' WHERE id IN (SELECT product_id FROM v)`);
    await t.database.db.execute(sql`UPDATE businesses SET holiday_until = NULL`);
    await refreshProductSummaries(t.database.db);
    // Read after the put-back: the seller's sweep may have taken the product off sale.
    const product = await clients.visitor.get(
      `/api/urun/api/products/${known.shopper.productSlug}/`,
    );
    expect(product.statusCode, product.body).toBe(200);
    const added = await clients.shopper.post('/api/urun/api/cart/items/', {
      offer_id: known.shopper.offerId,
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(201);
    const orders = await clients.shopper.get('/api/siparis/api/orders/');
    expect(orders.statusCode).toBe(200);
  });
});
