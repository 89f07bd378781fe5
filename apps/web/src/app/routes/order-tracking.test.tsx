import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { trackingFixture } from '@/features/orders/test-fixtures';
import { formatDateTime } from '@/lib/format';
import type { MockAdapter } from '@/lib/test-adapter';
import { installCatalogApi, renderApp } from '../testing';

vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  bootstrapSession: vi.fn(async () => 'authenticated'),
}));

let adapter: MockAdapter;
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => adapter.restore());

const trackCalls = () =>
  adapter.requests.filter((r) => r.url.startsWith('/api/siparis/api/track/')).map((r) => r.url);

function serve() {
  adapter = installCatalogApi((req) => {
    if (!req.url.startsWith('/api/siparis/api/track/')) return undefined;
    return req.url === '/api/siparis/api/track/K7P2M9X4QA/'
      ? { status: 200, data: trackingFixture() }
      : { status: 404, data: { detail: 'Bulunamadı', code: 'bulunamadi' } };
  });
}

async function openPage(entry = '/siparisleris-takibi') {
  const utils = renderApp(entry, 'authenticated');
  await screen.findByRole('heading', { level: 1, name: 'Sipariş takibi' });
  return { ...utils, user: userEvent.setup() };
}

describe('/siparisleris-takibi', { timeout: 20_000 }, () => {
  it('checks the code before asking: required, 10 characters of A–Z and 0–9', async () => {
    serve();
    const { user } = await openPage();
    const input = screen.getByLabelText('Takip kodu');
    await user.click(screen.getByRole('button', { name: 'Sorgula' }));
    expect(screen.getByText('Takip kodunu girin.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();

    await user.type(input, 'abc12');
    expect(screen.queryByText('Takip kodunu girin.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sorgula' }));
    expect(
      screen.getByText('Takip kodu 10 karakterdir; yalnızca A–Z harfleri ve rakamlardan oluşur.'),
    ).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'ÇARŞI12345');
    await user.click(screen.getByRole('button', { name: 'Sorgula' }));
    expect(
      screen.getByText('Takip kodu 10 karakterdir; yalnızca A–Z harfleri ve rakamlardan oluşur.'),
    ).toBeInTheDocument();
    expect(trackCalls()).toEqual([]);
  });

  it('upper-cases the Turkish way and shows the parcel: cargo, number link, city, status, items, timeline', async () => {
    serve();
    const { user, router } = await openPage();
    const input = screen.getByLabelText('Takip kodu');
    // "i" upper-cases to "İ" in Turkish; a code only holds I.
    await user.type(input, 'k7p2m9x4qa');
    expect(input).toHaveValue('K7P2M9X4QA');
    await user.clear(input);
    await user.type(input, 'k7p2 m9x4 qa');
    expect(input).toHaveValue('K7P2M9X4QA');
    await user.click(screen.getByRole('button', { name: 'Sorgula' }));

    const result = await screen.findByRole('region', { name: 'Gönderi K7P2M9X4QA' });
    expect(router.state.location.search).toBe('?kod=K7P2M9X4QA');
    expect(trackCalls()).toEqual(['/api/siparis/api/track/K7P2M9X4QA/']);
    expect(within(result).getByText('Yurtiçi Kargo')).toBeInTheDocument();
    const link = within(result).getByRole('link', { name: /YK123456789/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('href')).toMatch(/yurticikargo\.com.*YK123456789$/);
    expect(within(result).getByText('İstanbul')).toBeInTheDocument();
    expect(within(result).getAllByText('Kargoya verildi').length).toBeGreaterThan(0);
    expect(within(result).getByText('12–14 Mayıs')).toBeInTheDocument();
    expect(within(result).getByText('Pamuklu Basic Tişört')).toBeInTheDocument();
    expect(within(result).getByText('2 adet')).toBeInTheDocument();
    const timeline = within(result).getByRole('list', { name: 'Gönderi hareketleri' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(3);
    expect(within(timeline).getByText(formatDateTime('2026-05-11T09:00:00Z'))).toBeInTheDocument();
  });

  it('turns a typed dotted i into I', async () => {
    serve();
    const { user } = await openPage();
    const input = screen.getByLabelText('Takip kodu');
    await user.type(input, 'abcdefghiı');
    expect(input).toHaveValue('ABCDEFGHII');
  });

  it('reads ?kod= on load and says so when no parcel has that code', async () => {
    serve();
    await openPage('/siparisleris-takibi?kod=zzzzzzzzzz');
    expect(await screen.findByText('Bu takip koduyla bir gönderi bulunamadı.')).toBeInTheDocument();
    expect(screen.getByLabelText('Takip kodu')).toHaveValue('ZZZZZZZZZZ');
    await waitFor(() => expect(trackCalls()).toEqual(['/api/siparis/api/track/ZZZZZZZZZZ/']));
  });
});
