import { expect } from 'vitest';
import { samplePath } from '../../apps/web/test/spec-routes.ts';

// Helpers of the route sweeps (routes.e2e, phone-width.e2e): real ids for the dynamic routes.

/** Sample paths of catalogue routes → the same routes with objects of the demo catalogue. */
export async function realObjects(base: string): Promise<Record<string, string>> {
  const get = async <T>(path: string) => (await (await fetch(base + path)).json()) as T;
  const [product] = (
    await get<{ results: Array<{ slug: string }> }>('/api/urun/api/products/?page_size=1')
  ).results;
  const [top] = await get<Array<{ children: Array<{ id: number }> }>>('/api/urun/api/categories/');
  return {
    [samplePath('/urun-detay/:slug')]: `/urun-detay/${product!.slug}`,
    [samplePath('/alt-kategori/:cid')]: `/alt-kategori/${top!.children[0]!.id}`,
  };
}

/** Writes through the API as the browser's session (bearer, cookies, CSRF; one retry on 403). */
export function sessionWriter(
  base: string,
  token: string,
  cookies: Array<{ name: string; value: string }>,
) {
  const jar = new Map(cookies.map((c) => [c.name, c.value]));
  const send = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrf-token': decodeURIComponent(jar.get('aq_csrf') ?? ''),
        ...headers,
      },
      body: JSON.stringify(body),
    });
  return async (path: string, body: unknown, headers?: Record<string, string>) => {
    let res = await send(path, body, headers);
    if (res.status === 403) {
      // A CSRF 403 carries a fresh cookie; the write is repeated once, as the app's client does.
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        jar.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      res = await send(path, body, headers);
    }
    return res;
  };
}

/** An address and a paid order of the signed-in member (sandbox card, its bank page answered). */
export async function createAddressAndOrder(
  base: string,
  write: ReturnType<typeof sessionWriter>,
): Promise<{ addressId: number; orderId: number }> {
  const [neighbourhood] = (await (
    await fetch(
      `${base}/api/core/locations/iller/6/ilceler/${encodeURIComponent('Çankaya')}/mahalleler/`,
    )
  ).json()) as Array<{ name: string }>;
  const address = await write('/api/core/addresses/', {
    title: 'Depo',
    first_name: 'Mehmet',
    last_name: 'Kaya',
    phone: '+905321234567',
    city_code: 6,
    district: 'Çankaya',
    neighbourhood: neighbourhood!.name,
    address_line: 'Atatürk Bulvarı No: 100',
    billing_type: 'bireysel',
  });
  expect(address.status).toBe(201);
  const addressId = ((await address.json()) as { id: number }).id;
  const listing = (await (
    await fetch(`${base}/api/urun/api/products/?in_stock=true&page_size=1`)
  ).json()) as { results: Array<{ slug: string }> };
  const product = (await (
    await fetch(`${base}/api/urun/api/products/${listing.results[0]!.slug}/`)
  ).json()) as { offers: Array<{ id: number }> };
  expect(
    (await write('/api/urun/api/cart/items/', { offer_id: product.offers[0]!.id })).status,
  ).toBe(201);
  const checkout = await write(
    '/api/siparis/api/checkout/',
    {
      address_id: addressId,
      accept_agreements: true,
      card: {
        holder_name: 'Mehmet Kaya',
        number: '5528790000000008',
        expiry_month: 12,
        expiry_year: 2035,
        cvc: '123',
      },
    },
    { 'idempotency-key': `sweep-${Date.now()}` },
  );
  const { redirect_url: bankPage } = (await checkout.json()) as { redirect_url: string };
  // The sandbox bank page carries the signed fields; answer it as the shopper would.
  const html = await (await fetch(`${base}${bankPage}`)).text();
  const form = new URLSearchParams();
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    form.set(
      m[1]!,
      m[2]!.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))),
    );
  form.set('sms_code', /<strong>(\d+)<\/strong>/.exec(html)![1]!);
  form.set('result', 'onay');
  const callback = await fetch(`${base}/api/odeme/api/sandbox/callback/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  const orderId = /siparis=(\d+)/.exec(callback.headers.get('location') ?? '')?.[1];
  expect(orderId, callback.headers.get('location') ?? '').toBeDefined();
  return { addressId, orderId: Number(orderId) };
}

export type SessionWriter = ReturnType<typeof sessionWriter>;
