import { Inbox, Search, ShoppingBag } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Badge,
  Breadcrumb,
  Button,
  Card,
  Container,
  Dialog,
  DiscountBadge,
  EmptyState,
  FreeShippingBadge,
  Input,
  Label,
  LowStockBadge,
  Pagination,
  PasswordInput,
  Price,
  Rating,
  Skeleton,
  Spinner,
  Table,
  TBody,
  Td,
  Th,
  THead,
  Tr,
} from '@/components/ui';
import { CheckboxField, TextField } from '@/components/form/form-field';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';

// /deneme2: the spec names the route but shows no content. It is Çarşı's living design system:
// every component of components/ui in its states, on the same tokens the pages use, so anyone
// building a screen (or a seller's theme later) sees what exists before writing a new one.

const COLOURS: { name: string; token: string; className: string }[] = [
  { name: 'Vurgu 700', token: '--color-accent-700', className: 'bg-accent-700' },
  { name: 'Vurgu 600', token: '--color-accent-600', className: 'bg-accent-600' },
  { name: 'Vurgu 500', token: '--color-accent-500', className: 'bg-accent-500' },
  { name: 'Vurgu 100', token: '--color-accent-100', className: 'bg-accent-100' },
  { name: 'Vurgu 50', token: '--color-accent-50', className: 'bg-accent-50' },
  { name: 'Metin', token: '--color-ink', className: 'bg-ink' },
  { name: 'İkincil metin', token: '--color-ink-muted', className: 'bg-ink-muted' },
  { name: 'Silik metin', token: '--color-ink-subtle', className: 'bg-ink-subtle' },
  { name: 'Zemin', token: '--color-surface', className: 'bg-surface' },
  { name: 'Kart', token: '--color-card', className: 'bg-card' },
  { name: 'Çizgi', token: '--color-line', className: 'bg-line' },
  { name: 'Başarı', token: '--color-success', className: 'bg-success' },
  { name: 'Uyarı', token: '--color-warning', className: 'bg-warning' },
  { name: 'Hata', token: '--color-danger', className: 'bg-danger' },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="mb-4 text-xl font-bold text-ink">
        {title}
      </h2>
      <Card>{children}</Card>
    </section>
  );
}

const SECTIONS = [
  ['renkler', 'Renkler'],
  ['yazi', 'Yazı'],
  ['dugmeler', 'Düğmeler'],
  ['formlar', 'Form alanları'],
  ['rozetler', 'Rozetler ve fiyat'],
  ['durumlar', 'Yükleniyor ve boş durumlar'],
  ['tablo', 'Tablo ve sayfalama'],
  ['pencere', 'İletişim penceresi'],
] as const;

export function Deneme2Page() {
  usePageTitle(paths.deneme2.title);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [params] = useSearchParams();
  const page = Math.min(12, Math.max(1, Number(params.get('sayfa')) || 3));

  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumb
        items={[{ label: 'Ana sayfa', to: paths.home.path }, { label: paths.deneme2.title }]}
        className="mb-6"
      />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Tasarım sistemi</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">
        Çarşı’nın ekranlarında kullandığımız bileşenler, durumlarıyla birlikte. Yeni bir ekran
        yapmadan önce buraya bakın: tek vurgu rengi, bol boşluk, okunaklı fiyatlar ve her öğede
        görünür klavye odağı.
      </p>
      <nav aria-label="Bölümler" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.map(([id, title]) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-flex rounded-full border border-line bg-card px-3 py-1 text-sm font-semibold text-ink hover:border-accent-600 focus-visible:outline-2 focus-visible:outline-accent-600"
              >
                {title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-8 space-y-10">
        <Section id="renkler" title="Renkler">
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-7">
            {COLOURS.map((c) => (
              <li key={c.token} className="text-sm">
                <span
                  aria-hidden="true"
                  className={`block h-14 rounded-xl border border-line ${c.className}`}
                />
                <span className="mt-2 block font-semibold text-ink">{c.name}</span>
                <code className="text-xs text-ink-muted">{c.token}</code>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="yazi" title="Yazı">
          <div className="space-y-3">
            <p className="text-3xl font-bold tracking-tight text-ink">
              Başlık 1 — Çarşı’ya hoş geldin
            </p>
            <p className="text-xl font-bold text-ink">Başlık 2 — Sepetteki ürünler</p>
            <p className="text-base text-ink">
              Gövde metni: ığüşöç İĞÜŞÖÇ — Türkçe harfler ve büyük harf dönüşümü (“istanbul” → “
              {'istanbul'.toLocaleUpperCase('tr-TR')}”).
            </p>
            <p className="text-sm text-ink-muted">
              İkincil metin: kargo, iade ve satıcı bilgileri.
            </p>
            <p className="text-xs text-ink-subtle">Silik metin: yasal notlar ve tarih bilgileri.</p>
          </div>
        </Section>

        <Section id="dugmeler" title="Düğmeler">
          <div className="flex flex-wrap items-center gap-3">
            <Button>Sepete ekle</Button>
            <Button variant="secondary">Favorilere ekle</Button>
            <Button variant="ghost">Vazgeç</Button>
            <Button variant="danger">Sil</Button>
            <Button disabled>Tükendi</Button>
            <Button
              loading={loading}
              onClick={() => {
                setLoading(true);
                setTimeout(() => setLoading(false), 1500);
              }}
            >
              Kaydet (yükleniyor)
            </Button>
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button size="sm">Küçük</Button>
            <Button size="md">Orta</Button>
            <Button size="lg">Büyük</Button>
            <Button size="icon" aria-label="Ara">
              <Search aria-hidden="true" className="h-5 w-5" />
            </Button>
            <Button leftIcon={<ShoppingBag aria-hidden="true" className="h-4 w-4" />}>
              Simgeli
            </Button>
          </div>
        </Section>

        <Section id="formlar" title="Form alanları">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Ad" placeholder="Ayşe" hint="Faturada görünecek ad." />
            <TextField label="E-posta" defaultValue="ayse@" error="Geçerli bir e-posta girin." />
            <TextField label="Vergi no" labelNote="(isteğe bağlı)" disabled defaultValue="—" />
            <div>
              <Label htmlFor="ds-password">Şifre</Label>
              <PasswordInput id="ds-password" defaultValue="Guvenli.Sifre1" />
            </div>
            <div>
              <Label htmlFor="ds-plain">Yalın giriş</Label>
              <Input id="ds-plain" placeholder="Ürün, kategori veya marka ara" />
            </div>
            <div className="space-y-3">
              <CheckboxField label="Kampanyalardan e-posta ile haberdar olmak istiyorum." />
              <CheckboxField label="Zorunlu onay" error="Devam etmek için onaylayın." />
            </div>
          </div>
        </Section>

        <Section id="rozetler" title="Rozetler ve fiyat">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="accent">Yeni</Badge>
            <Badge tone="success">Teslim edildi</Badge>
            <Badge tone="warning">Onay bekliyor</Badge>
            <Badge tone="danger">İptal edildi</Badge>
            <Badge tone="neutral">Taslak</Badge>
            <Badge tone="dark">Reklam</Badge>
            <DiscountBadge percent={25} />
            <FreeShippingBadge />
            <LowStockBadge stock={3} />
          </div>
          <div className="mt-6 grid gap-6 sm:grid-cols-3">
            <Price price={149990} size="lg" />
            <Price price={112490} listPrice={149990} discountPercent={25} showPercent size="lg" />
            <Price price={4990} size="sm" />
          </div>
          <div className="mt-6 flex flex-wrap items-center gap-6">
            <Rating value={4.6} reviewCount={128} />
            <Rating value={3} size="md" />
          </div>
        </Section>

        <Section id="durumlar" title="Yükleniyor ve boş durumlar">
          <div className="grid gap-6 sm:grid-cols-2">
            <div role="status" aria-label="Örnek iskelet" className="space-y-3">
              <Skeleton className="h-40 w-full" />
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
            <div className="flex items-center gap-4">
              <Spinner size="sm" />
              <Spinner />
              <Spinner size="lg" />
            </div>
          </div>
          <EmptyState
            className="mt-6"
            level={3}
            icon={<Inbox className="h-7 w-7" />}
            title="Henüz siparişiniz yok"
            description="Beğendiğiniz ürünleri sepete ekleyin; siparişleriniz burada görünür."
            action={<Button variant="secondary">Alışverişe başla</Button>}
          />
        </Section>

        <Section id="tablo" title="Tablo ve sayfalama">
          <Table caption="Örnek sipariş tablosu">
            <THead>
              <Tr>
                <Th>Sipariş No</Th>
                <Th>Alıcı</Th>
                <Th className="text-right">Tutar</Th>
                <Th>Durum</Th>
              </Tr>
            </THead>
            <TBody>
              <Tr>
                <Td>CRS-2026-000123</Td>
                <Td>Ayşe Yılmaz</Td>
                <Td className="text-right">1.249,90 TL</Td>
                <Td>
                  <Badge tone="warning">Onay bekliyor</Badge>
                </Td>
              </Tr>
              <Tr>
                <Td>CRS-2026-000124</Td>
                <Td>Mehmet Öztürk</Td>
                <Td className="text-right">89,90 TL</Td>
                <Td>
                  <Badge tone="success">Teslim edildi</Badge>
                </Td>
              </Tr>
            </TBody>
          </Table>
          <Pagination page={page} last={12} hrefFor={(p) => `?sayfa=${p}`} />
        </Section>

        <Section id="pencere" title="İletişim penceresi">
          <p className="mb-4 text-sm text-ink-muted">
            Odak pencerenin içinde kalır; Esc ve arka plan kapatır; kapanınca odak açan düğmeye
            döner.
          </p>
          <Button variant="secondary" onClick={() => setDialogOpen(true)}>
            Pencereyi aç
          </Button>
          <Dialog
            open={dialogOpen}
            onClose={() => setDialogOpen(false)}
            title="Ürünü sepetten çıkar"
            description="Bu ürünü sepetinizden çıkarmak istediğinize emin misiniz?"
            footer={
              <div className="flex justify-end gap-2">
                <Button variant="secondary" onClick={() => setDialogOpen(false)}>
                  Vazgeç
                </Button>
                <Button variant="danger" onClick={() => setDialogOpen(false)}>
                  Çıkar
                </Button>
              </div>
            }
          />
        </Section>
      </div>
    </Container>
  );
}
