// The fixed part of the demo: people, sellers, the category tree, brands, attributes, banners.
import { slugify } from '@carsi/shared';
import { CATEGORY_COMMISSIONS } from './data/commissions.ts';
import type { DbOrTx } from '../db/client.ts';
import { insertRows, reserveIds } from './bulk.ts';
import { randomTrIban, randomVkn } from './codes.ts';
import { DEMO_USERS } from './data/accounts.ts';
import { ATTRIBUTES } from './data/attributes.ts';
import { BANNERS } from './data/banners.ts';
import { BRANDS } from './data/brands.ts';
import { BUSINESSES } from './data/businesses.ts';
import { flattenCategories } from './data/categories.ts';
import { KIND_BY_KEY } from './data/kinds/index.ts';
import type { Rng } from './prng.ts';

const DAY = 86_400_000;

export interface BaseCounts {
  users: number;
  businesses: number;
  categories: number;
  brands: number;
  attributes: number;
  banners: number;
}

export async function seedBase(
  db: DbOrTx,
  rng: Rng,
  passwordHash: string,
  now: Date,
): Promise<BaseCounts> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();

  // People: the demo accounts plus one owner per business.
  const people = [
    ...DEMO_USERS.map((u) => ({ ...u })),
    ...BUSINESSES.map((b) => ({
      ...b.owner,
      role: 'shopper' as const,
      gender: null,
      birthDate: null,
    })),
  ];
  const userIds = await reserveIds(db, 'users', people.length);
  const userIdByEmail = new Map<string, number>();
  await insertRows(
    db,
    'users',
    {
      id: 'int',
      email: 'text',
      password_hash: 'text',
      first_name: 'text',
      last_name: 'text',
      phone: 'text',
      role: 'user_role',
      gender: 'gender',
      birth_date: 'date',
      email_verified_at: 'timestamptz',
      kvkk_acknowledged_at: 'timestamptz',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    people.map((p, i) => {
      const id = userIds[i] as number;
      userIdByEmail.set(p.email, id);
      const joined = ago(200 + i * 7);
      return {
        id,
        email: p.email,
        password_hash: passwordHash,
        first_name: p.firstName,
        last_name: p.lastName,
        phone: p.phone,
        role: p.role,
        gender: p.gender,
        birth_date: p.birthDate,
        email_verified_at: joined,
        kvkk_acknowledged_at: joined,
        created_at: joined,
        updated_at: joined,
      };
    }),
  );

  // Sellers, each with its owner as a member.
  const businessIds = await reserveIds(db, 'businesses', BUSINESSES.length);
  await insertRows(
    db,
    'businesses',
    {
      id: 'int',
      name: 'text',
      slug: 'text',
      legal_name: 'text',
      tax_number: 'text',
      tax_office: 'text',
      iban: 'text',
      city: 'text',
      phone: 'text',
      email: 'text',
      status: 'business_status',
      rating_avg_x100: 'int',
      rating_count: 'int',
      shipping_fee: 'int',
      free_shipping_threshold: 'int',
      dispatch_days: 'int',
      cargo_company: 'text',
      created_at: 'timestamptz',
    },
    BUSINESSES.map((b, i) => ({
      id: businessIds[i] as number,
      name: b.name,
      slug: slugify(b.name),
      legal_name: b.legalName,
      tax_number: randomVkn(rng),
      tax_office: `${b.taxOffice} Vergi Dairesi`,
      iban: randomTrIban(rng, b.bankCode),
      city: b.city,
      phone: b.phone,
      email: `destek@${slugify(b.name).replace(/-/g, '')}.com.tr`,
      status: 'onaylandi',
      // Set from the reviews once they are written.
      rating_avg_x100: 0,
      rating_count: 0,
      shipping_fee: b.shippingFee,
      free_shipping_threshold: b.freeShippingThreshold,
      dispatch_days: b.dispatchDays,
      cargo_company: b.cargoCompany,
      created_at: ago(400 + i * 30),
    })),
  );
  await insertRows(
    db,
    'business_members',
    { business_id: 'int', user_id: 'int', role: 'member_role', created_at: 'timestamptz' },
    BUSINESSES.map((b, i) => ({
      business_id: businessIds[i] as number,
      user_id: userIdByEmail.get(b.owner.email) as number,
      role: 'owner',
      created_at: ago(400 + i * 30),
    })),
  );

  // The category tree; ids first so each row can carry its materialised path.
  const flat = flattenCategories();
  const categoryIds = await reserveIds(db, 'categories', flat.length);
  const paths: string[] = [];
  await insertRows(
    db,
    'categories',
    {
      id: 'int',
      parent_id: 'int',
      name: 'text',
      slug: 'text',
      depth: 'int',
      path: 'text',
      position: 'int',
      icon: 'text',
      description: 'text',
    },
    flat.map((c) => {
      const id = categoryIds[c.index] as number;
      const parentPath = c.parentIndex === null ? '' : (paths[c.parentIndex] as string);
      paths[c.index] = `${parentPath}${id}/`;
      return {
        id,
        parent_id: c.parentIndex === null ? null : (categoryIds[c.parentIndex] as number),
        name: c.name,
        slug: c.slug,
        depth: c.depth,
        path: paths[c.index] as string,
        position: c.position,
        icon: c.icon,
        description: c.description,
      };
    }),
  );

  // Commission rules by top category, in force since long before the demo's first order.
  await insertRows(
    db,
    'commission_rules',
    { category_id: 'int', rate_bp: 'int', valid_from: 'timestamptz', note: 'text' },
    flat
      .filter((c) => c.parentIndex === null && CATEGORY_COMMISSIONS[c.name] !== undefined)
      .map((c) => ({
        category_id: categoryIds[c.index] as number,
        rate_bp: CATEGORY_COMMISSIONS[c.name] as number,
        valid_from: ago(1000),
        note: 'Kategori komisyonu',
      })),
  );

  await insertRows(
    db,
    'brands',
    { name: 'text', slug: 'text', status: 'brand_status', created_at: 'timestamptz' },
    BRANDS.map((name) => ({
      name,
      slug: slugify(name),
      status: 'onaylandi',
      created_at: ago(500),
    })),
  );

  // Attributes, their values, and which leaf uses which (variant axes first).
  const attributeIds = await reserveIds(db, 'attributes', ATTRIBUTES.length);
  const attributeIdByKey = new Map(ATTRIBUTES.map((a, i) => [a.key, attributeIds[i] as number]));
  await insertRows(
    db,
    'attributes',
    { id: 'int', name: 'text', slug: 'text' },
    ATTRIBUTES.map((a) => ({
      id: attributeIdByKey.get(a.key) as number,
      name: a.name,
      slug: a.key,
    })),
  );
  await insertRows(
    db,
    'attribute_values',
    { attribute_id: 'int', value: 'text', slug: 'text', hex: 'text', position: 'int' },
    ATTRIBUTES.flatMap((a) =>
      a.values.map((v, position) => ({
        attribute_id: attributeIdByKey.get(a.key) as number,
        value: v.value,
        slug: slugify(v.value),
        hex: v.hex ?? null,
        position,
      })),
    ),
  );
  const links: Array<{
    category_id: number;
    attribute_id: number;
    is_filterable: boolean;
    is_variant_axis: boolean;
    position: number;
  }> = [];
  for (const c of flat) {
    if (!c.kind) continue;
    const kind = KIND_BY_KEY.get(c.kind);
    if (!kind) throw new Error(`category ${c.slug} names unknown kind ${c.kind}`);
    const keys = [
      ...(kind.axes ?? []).map((a) => ({ key: a.attr, axis: true })),
      ...Object.keys(kind.specs ?? {}).map((key) => ({ key, axis: false })),
    ];
    keys.forEach(({ key, axis }, position) => {
      const attributeId = attributeIdByKey.get(key as never);
      if (attributeId === undefined)
        throw new Error(`kind ${kind.key} uses unknown attribute ${key}`);
      links.push({
        category_id: categoryIds[c.index] as number,
        attribute_id: attributeId,
        is_filterable: true,
        is_variant_axis: axis,
        position,
      });
    });
  }
  await insertRows(
    db,
    'category_attributes',
    {
      category_id: 'int',
      attribute_id: 'int',
      is_filterable: 'boolean',
      is_variant_axis: 'boolean',
      position: 'int',
    },
    links,
  );

  const categoryIdBySlug = new Map(flat.map((c) => [c.slug, categoryIds[c.index] as number]));
  await insertRows(
    db,
    'banners',
    {
      title: 'text',
      subtitle: 'text',
      link: 'text',
      color_from: 'text',
      color_to: 'text',
      position: 'int',
    },
    BANNERS.map((b, position) => {
      let link = b.link;
      if (link.startsWith('category:')) {
        const id = categoryIdBySlug.get(link.slice('category:'.length));
        if (id === undefined) throw new Error(`banner links unknown category ${link}`);
        link = `/kategori/${id}`;
      }
      return {
        title: b.title,
        subtitle: b.subtitle,
        link,
        color_from: b.colorFrom,
        color_to: b.colorTo,
        position,
      };
    }),
  );

  return {
    users: people.length,
    businesses: BUSINESSES.length,
    categories: flat.length,
    brands: BRANDS.length,
    attributes: ATTRIBUTES.length,
    banners: BANNERS.length,
  };
}
