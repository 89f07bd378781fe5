import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPCOMING_FEATURES, upcomingFeatureListSchema } from '@carsi/shared';
import { createBusiness } from '../../../test/businesses.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { API } from '../../../test/shop.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';

const V = `${API}/vendor/api/upcoming-features`;
let t: TestContext;
let a: TestShopper;
let b: TestShopper;
let shopper: TestShopper;

beforeAll(async () => {
  t = await buildTestApp({ products: 5 });
  [a, b, shopper] = (await createShoppers(t, 3, 'roadmap')) as [
    TestShopper,
    TestShopper,
    TestShopper,
  ];
  await createBusiness(t, 'Oy Dükkanı', [{ userId: a.id }]);
  await createBusiness(t, 'Öbür Dükkan', [{ userId: b.id }]);
});
afterAll(async () => t?.close());

describe('upcoming features', () => {
  it('lists every feature; one vote per business, with a note; most wanted first', async () => {
    let list = upcomingFeatureListSchema.parse((await a.client.get(`${V}/`)).json());
    expect(list.results).toHaveLength(UPCOMING_FEATURES.length);
    expect(list.results.every((f) => f.votes === 0 && !f.voted)).toBe(true);
    const key = UPCOMING_FEATURES.at(-1)!.key;
    let res = await a.client.put(`${V}/${key}/vote/`, { note: '  Kahve aboneliği satıyoruz.  ' });
    expect(res.statusCode, res.body).toBe(200);
    // Voting again updates the note, never counts twice.
    res = await a.client.put(`${V}/${key}/vote/`, { note: 'Ayda bir gönderim.' });
    list = upcomingFeatureListSchema.parse(res.json());
    expect(list.results[0]).toMatchObject({
      key,
      votes: 1,
      voted: true,
      note: 'Ayda bir gönderim.',
    });
    res = await b.client.put(`${V}/${key}/vote/`, {});
    list = upcomingFeatureListSchema.parse(res.json());
    // The other business sees the count, not the first one's note.
    expect(list.results[0]).toMatchObject({ key, votes: 2, voted: true, note: '' });
    res = await a.client.delete(`${V}/${key}/vote/`);
    list = upcomingFeatureListSchema.parse(res.json());
    expect(list.results.find((f) => f.key === key)).toMatchObject({ votes: 1, voted: false });
  });

  it('refuses unknown features, long or HTML notes, and anyone without a business', async () => {
    expect((await a.client.put(`${V}/yok-boyle/vote/`, {})).statusCode).toBe(404);
    const key = UPCOMING_FEATURES[0].key;
    let res = await a.client.put(`${V}/${key}/vote/`, { note: 'x'.repeat(501) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.note[0]).toMatch(/en fazla 500/);
    res = await a.client.put(`${V}/${key}/vote/`, { note: '<b>acil</b>' });
    expect(res.statusCode).toBe(400);
    expect((await shopper.client.get(`${V}/`)).statusCode).toBe(403);
  });
});
