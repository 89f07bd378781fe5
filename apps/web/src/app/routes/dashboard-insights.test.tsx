import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  analyticsFixture,
  metricsFixture,
  newShopMetricsFixture,
  soldItemsFixture,
} from '@/features/vendor-insights/test-fixtures';
import { formatMoney } from '@/lib/format';
import type { MockAdapter, MockReply, RecordedRequest } from '@/lib/test-adapter';
import { installCatalogApi, renderApp, userFixture } from '../testing';

vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  bootstrapSession: vi.fn(async () => 'authenticated'),
}));

const seller = {
  user: { ...userFixture, businesses: [{ id: 1, name: 'Demo Ticaret', role: 'owner' as const }] },
};

let adapter: MockAdapter;
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => adapter.restore());

function serve(answer: (req: RecordedRequest, path: string) => MockReply | undefined) {
  adapter = installCatalogApi((req) => {
    const path = req.url.split('?')[0] ?? '';
    return path.includes('/vendor/api/dashboard/') ? answer(req, path) : undefined;
  });
}
const calls = (part: string) =>
  adapter.requests.filter((r) => r.url.includes(part)).map((r) => r.url);

describe('/dashboard/overview', { timeout: 20_000 }, () => {
  it('shows every figure as a card that opens the list behind it', async () => {
    serve(() => ({ status: 200, data: metricsFixture() }));
    renderApp('/dashboard/overview', seller);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Genel bakış' }),
    ).toBeInTheDocument();
    const sales = await screen.findByRole('region', { name: 'Satışlar' });
    const week = within(sales).getByRole('link', { name: /Son 7 gün satış/ });
    expect(week).toHaveAttribute('href', '/dashboard/analytics?period=7');
    expect(week).toHaveTextContent(formatMoney(980_050));
    expect(week).toHaveTextContent('21 sipariş');

    const waiting = screen.getByRole('region', { name: 'Bekleyen işler (7)' });
    expect(within(waiting).getByRole('link', { name: /Onay bekleyen/ })).toHaveAttribute(
      'href',
      '/dashboard/orders?status=onay_bekliyor',
    );
    expect(within(waiting).getByRole('link', { name: /Bugün kargoya verilecek/ })).toHaveAttribute(
      'href',
      '/dashboard/orders?status=hazirlaniyor&sevk=bugun',
    );
    expect(within(waiting).getByRole('link', { name: /Geciken/ })).toHaveTextContent(
      'Sevk süresi geçti',
    );
    const questions = within(waiting).getByRole('link', { name: /Yanıtlanmamış sorular/ });
    expect(questions).toHaveAttribute('href', '/dashboard/questions?durum=yanitsiz');
    // 09:00 UTC is 12:00 in Istanbul.
    expect(questions).toHaveTextContent('En eskisi için son tarih: 26.11.2026 12:00');
    expect(within(waiting).getByRole('link', { name: /Stoku azalan/ })).toHaveAttribute(
      'href',
      '/dashboard/products?stok=az',
    );

    const perf = screen.getByRole('region', { name: 'Mağaza performansı' });
    expect(within(perf).getByRole('link', { name: /Mağaza puanı/ })).toHaveTextContent('4,6');
    expect(within(perf).getByRole('link', { name: /İptal oranı/ })).toHaveTextContent('%2,3');
    expect(within(perf).getByRole('link', { name: /Geç kargo oranı/ })).toHaveTextContent(
      '66 üründen 3 geç',
    );
    expect(calls('/dashboard/metrics/')).toEqual(['/api/vendor/api/dashboard/metrics/']);
  });

  it('a brand-new shop sees zeros that still make sense, and a nudge to its products', async () => {
    serve(() => ({ status: 200, data: newShopMetricsFixture() }));
    renderApp('/dashboard/overview', seller);
    expect(await screen.findByText('Son 30 günde sipariş gelmedi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ürünlerime git' })).toHaveAttribute(
      'href',
      '/dashboard/products',
    );
    expect(screen.getByRole('region', { name: 'Bekleyen işler' })).toBeInTheDocument();
    expect(screen.getByText('Geciken ürün yok')).toBeInTheDocument();
    expect(screen.getByText('Henüz değerlendirme yok')).toBeInTheDocument();
    const perf = screen.getByRole('region', { name: 'Mağaza performansı' });
    expect(within(perf).getByRole('link', { name: /İptal oranı/ })).toHaveTextContent('—');
  });

  it('shows skeletons while loading and a retry when the call fails', async () => {
    let fail = true;
    serve(() =>
      fail ? { status: 500, data: { detail: 'Hata' } } : { status: 200, data: metricsFixture() },
    );
    renderApp('/dashboard/overview', seller);
    expect(
      screen.queryByRole('status', { name: 'Özet yükleniyor' }) ??
        (await screen.findByRole('status', { name: 'Özet yükleniyor' })),
    ).toBeInTheDocument();
    expect(await screen.findByText('Özet şu anda yüklenemedi')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('region', { name: 'Satışlar' })).toBeInTheDocument();
  });
});

describe('/dashboard/analytics', { timeout: 20_000 }, () => {
  it('shows the totals beside the previous period and asks again for another period', async () => {
    serve((req) => {
      const days = /period=(\d+)/.exec(req.url)?.[1];
      return { status: 200, data: analyticsFixture(days ? Number(days) : 30) };
    });
    renderApp('/dashboard/analytics?period=7', seller);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Satış analizi' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(formatMoney(280_000))).toBeInTheDocument();
    expect(screen.getByText(`Önceki: ${formatMoney(200_000)}`)).toBeInTheDocument();
    // Sales and orders both grew by 40%.
    expect(screen.getAllByText('+40% önceki döneme göre')).toHaveLength(2);
    expect(
      screen.getByText('19.11.2026 – 25.11.2026 (7 gün); önceki dönem 12.11.2026 – 18.11.2026'),
    ).toBeInTheDocument();
    const top = screen.getByRole('table', { name: 'En çok satan ürünler' });
    expect(within(top).getByRole('link', { name: 'Kablosuz Kulaklık' })).toHaveAttribute(
      'href',
      '/urun-detay/kablosuz-kulaklik',
    );
    expect(
      within(screen.getByRole('table', { name: 'En çok satan kategoriler' })).getByText(
        'Ses Sistemleri',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7 gün' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: '90 gün' }));
    await waitFor(() =>
      expect(calls('/dashboard/analytics/').at(-1)).toBe(
        '/api/vendor/api/dashboard/analytics/?period=90',
      ),
    );
  });

  it('a custom range is checked before it is asked for', async () => {
    serve(() => ({ status: 200, data: analyticsFixture(7) }));
    renderApp('/dashboard/analytics', seller);
    await screen.findByText(formatMoney(280_000));
    await userEvent.click(screen.getByRole('button', { name: 'Özel aralık' }));
    await userEvent.type(screen.getByLabelText('Başlangıç'), '2026-11-20');
    await userEvent.type(screen.getByLabelText('Bitiş'), '2026-11-10');
    await userEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
    );
    await userEvent.clear(screen.getByLabelText('Bitiş'));
    await userEvent.type(screen.getByLabelText('Bitiş'), '2026-11-24');
    await userEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    await waitFor(() =>
      expect(calls('/dashboard/analytics/').at(-1)).toBe(
        '/api/vendor/api/dashboard/analytics/?from=2026-11-20&to=2026-11-24',
      ),
    );
  });
});

describe('/dashboard/analitik', { timeout: 20_000 }, () => {
  it('lists per-product views, add-to-carts, sales and conversion, sortable', async () => {
    serve(() => ({ status: 200, data: analyticsFixture(30) }));
    renderApp('/dashboard/analitik', seller);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Analitik raporlar' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Ürün bazında/ });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    // By sales first.
    expect(names()).toEqual(['Kablosuz Kulaklık', 'Telefon Kılıfı', 'Şarj Aleti']);
    const row = within(table).getAllByRole('row')[2]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Telefon Kılıfı', '800', '60', '19', formatMoney(100_000), '%2']);
    expect(within(within(table).getAllByRole('row')[3]!).getAllByRole('cell')[5]).toHaveTextContent(
      '—',
    );
    await userEvent.click(within(table).getByRole('button', { name: 'Görüntülenme' }));
    expect(names()).toEqual(['Telefon Kılıfı', 'Kablosuz Kulaklık', 'Şarj Aleti']);
    // Totals: 25 orders of 1 100 views.
    expect(screen.getByText('1.100')).toBeInTheDocument();
    expect(screen.getByText('%2,3')).toBeInTheDocument();
  });
});

describe('/dashboard/urun-satis', { timeout: 20_000 }, () => {
  it('lists sold items, filters through the URL and downloads the CSV', async () => {
    serve((req) =>
      req.url.includes('format=csv')
        ? { status: 200, data: new Blob(['\uFEFFSipariş no;…']) }
        : { status: 200, data: soldItemsFixture(45) },
    );
    const createObjectURL = vi.fn(() => 'blob:csv');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { router } = renderApp('/dashboard/urun-satis', seller);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Satılan ürünler' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Satılan ürünler' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('link', { name: '2026112500012' })).toHaveAttribute(
      'href',
      '/dashboard/vendor/orders/77/details',
    );
    expect(first).toHaveTextContent('Siyah');
    expect(first).toHaveTextContent(formatMoney(39_980));
    expect(first).toHaveTextContent('Hazırlanıyor');
    expect(screen.getByText(formatMoney(57_980))).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /Sayfa/ })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Durum'), 'iptal_edildi');
    await userEvent.type(screen.getByLabelText('Ürün adı veya sipariş no'), 'kılıf');
    await userEvent.click(screen.getByRole('button', { name: 'Süz' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=iptal_edildi&q=k%C4%B1l%C4%B1f'),
    );
    await waitFor(() =>
      expect(calls('/dashboard/sold-items/').at(-1)).toBe(
        '/api/vendor/api/dashboard/sold-items/?status=iptal_edildi&q=k%C4%B1l%C4%B1f',
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: 'CSV indir' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls('format=csv')).toEqual([
      '/api/vendor/api/dashboard/sold-items/?status=iptal_edildi&q=k%C4%B1l%C4%B1f&format=csv',
    ]);
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });

  it('says when there is nothing sold yet', async () => {
    serve(() => ({
      status: 200,
      data: { count: 0, next: null, previous: null, total_amount: 0, results: [] },
    }));
    renderApp('/dashboard/urun-satis', seller);
    expect(await screen.findByText('Henüz satışınız yok')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV indir' })).toBeDisabled();
  });
});
