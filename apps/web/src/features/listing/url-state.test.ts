import { describe, expect, it } from 'vitest';
import { serializeParams } from '@/lib/api-client';
import { kurusToInput, parseTlInput } from './format';
import { pageWindow } from '@/components/ui';
import { parsePriceRange } from './price-range';
import {
  activeFilterCount,
  clearFilters,
  parseListingSearch,
  toApiParams,
  toSearchString,
  withFilter,
} from './url-state';

const parse = (qs: string) => parseListingSearch(new URLSearchParams(qs));
/** What goes over the wire for a page URL (the api client's serialiser). */
const wire = (qs: string, options?: Parameters<typeof toApiParams>[1]) =>
  decodeURIComponent(serializeParams(toApiParams(parse(qs), options)));

describe('URL → API parameters', () => {
  it('maps every filter, with arrays as repeated keys and the category from the path', () => {
    expect(
      wire(
        'brand=1&brand=2&attr=renk:kirmizi&attr=beden:m&min_price=10000&max_price=50000' +
          '&rating_min=4&seller=7&in_stock=true&discounted=1&sort=price_asc&page=3',
        { category: 11 },
      ),
    ).toBe(
      'category=11&brand=1&brand=2&attr=renk:kirmizi&attr=beden:m&min_price=10000&max_price=50000' +
        '&rating_min=4&seller=7&in_stock=true&discounted=true&sort=price_asc&page=3&page_size=24',
    );
  });

  it('sends q only to search, and the query category only there', () => {
    expect(wire('q=kırmızı elbise&category=5', { search: true })).toBe(
      'q=kırmızı+elbise&category=5&page_size=24',
    );
    expect(wire('q=x&category=5', { category: 9 })).toBe('category=9&page_size=24');
  });

  it('drops malformed values instead of sending a request the server refuses', () => {
    expect(
      wire(
        'brand=abc&brand=0&brand=3&brand=3&attr=Renk:Kırmızı&attr=renk&min_price=-5' +
          '&rating_min=9&sort=cheapest&page=0&in_stock=yes',
        { category: 1 },
      ),
    ).toBe('category=1&brand=3&page_size=24');
  });

  it('drops a reversed price range', () => {
    const s = parse('min_price=500&max_price=100');
    expect(s.min_price).toBeUndefined();
    expect(s.max_price).toBeUndefined();
  });
});

describe('state → URL', () => {
  it('round-trips through the URL unchanged', () => {
    const qs =
      'q=telefon&category=3&brand=1&brand=2&attr=renk:kirmizi&min_price=100&max_price=900' +
      '&rating_min=3&seller=4&seller=5&in_stock=true&discounted=true&sort=newest&page=2';
    const state = parse(qs);
    expect(parse(toSearchString(state).slice(1))).toEqual(state);
    expect(decodeURIComponent(toSearchString(state))).toBe(`?${qs}`);
  });

  it('leaves defaults out of the URL', () => {
    expect(toSearchString(parse('page=1&in_stock=false'))).toBe('');
  });

  it('a filter change goes back to page 1; paging keeps the filters', () => {
    const state = parse('brand=1&page=4');
    expect(toSearchString(withFilter(state, { brand: [1, 2] }))).toBe('?brand=1&brand=2');
    expect(toSearchString({ ...state, page: 5 })).toBe('?brand=1&page=5');
  });

  it('clearing keeps the words and the sort', () => {
    const state = parse('q=elbise&brand=1&attr=renk:mor&sort=price_desc&page=2&in_stock=1');
    expect(activeFilterCount(state)).toBe(3);
    expect(toSearchString(clearFilters(state))).toBe('?q=elbise&sort=price_desc');
  });
});

describe('prices', () => {
  it.each([
    ['1.299,90', 129_990],
    ['1299,90', 129_990],
    ['1299.9', 129_990],
    ['1.500', 150_000],
    ['₺ 250', 25_000],
    ['250 TL', 25_000],
    ['0', 0],
  ])('"%s" TL is %i kuruş', (text, kurus) => {
    expect(parseTlInput(text)).toBe(kurus);
  });

  it.each(['abc', '-5', '1,2,3', '12,345', '99999999999'])('"%s" is not an amount', (text) => {
    expect(parseTlInput(text)).toBeNull();
  });

  it('validates the range with Turkish messages', () => {
    expect(parsePriceRange('500', '100')).toEqual({
      ok: false,
      errors: { min: 'En düşük fiyat en yüksek fiyattan büyük olamaz.' },
    });
    expect(parsePriceRange('on', '')).toEqual({
      ok: false,
      errors: { min: 'Geçerli bir tutar girin (ör. 1.299,90).' },
    });
    expect(parsePriceRange(' 100 ', '')).toEqual({ ok: true, min_price: 10_000 });
  });

  it('formats kuruş for inputs', () => {
    expect(kurusToInput(129_990)).toBe('1299,90');
    expect(kurusToInput(150_000)).toBe('1500');
  });
});

describe('pageWindow', () => {
  it('shows the ends, the current page and its neighbours', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
  });
});
