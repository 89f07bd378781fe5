import type { VendorBrand } from '@carsi/shared';
import { Plus, Search, Tag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  Badge,
  buttonClasses,
  Card,
  EmptyState,
  Input,
  Label,
  Skeleton,
  Table,
  TBody,
  Td,
  Th,
  THead,
  Tr,
} from '@/components/ui';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { openBrandDocument, useBrands } from '../api/vendor-brands';
import { RejectionNote, ReviewBadge } from './review-state';

function BrandLogo({ brand }: { brand: VendorBrand }) {
  return brand.logo_url ? (
    <img
      src={brand.logo_url}
      alt=""
      width={40}
      height={40}
      className="h-10 w-10 shrink-0 rounded-md border border-line bg-white object-contain"
    />
  ) : (
    <span
      aria-hidden="true"
      className="flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-accent-50 font-bold text-accent-700"
    >
      {brand.name.slice(0, 1)}
    </span>
  );
}

/**
 * /dashboard/marka-giris: this business's brand applications with their state and reasons, a
 * search of the brands it may use, and the way to a new application.
 */
export function BrandsPage() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const mine = useBrands('', true);
  const search = useBrands(q, false, q !== '');
  const newHref = paths.dashboardPages.brandBasics.build();

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">Markalar</h1>
          <p className="mt-1 text-sm text-ink-muted">
            Onaylı markaları ürünlerinizde kullanabilirsiniz. Listede yoksa başvurun.
          </p>
        </div>
        <Link to={newHref} className={buttonClasses('primary', 'md')}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Yeni marka başvurusu
        </Link>
      </div>

      <Card as="section" aria-labelledby="applications-title" padding="none">
        <h2 id="applications-title" className="px-5 pt-5 text-lg font-semibold text-ink">
          Başvurularınız
        </h2>
        {mine.isPending && (
          <div className="space-y-2 p-5">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        )}
        {mine.isError && (
          <p className="p-5 text-sm text-danger">Başvurular yüklenemedi. Sayfayı yenileyin.</p>
        )}
        {mine.data && mine.data.applications.length === 0 && (
          <EmptyState
            level={3}
            icon={<Tag className="h-7 w-7" />}
            title="Henüz marka başvurunuz yok"
            description="Sattığınız marka listede yoksa TÜRKPATENT numarası ya da yetki belgesiyle başvurun."
            action={
              <Link to={newHref} className={buttonClasses('secondary', 'sm')}>
                Başvuru yap
              </Link>
            }
          />
        )}
        {mine.data && mine.data.applications.length > 0 && (
          <div className="overflow-x-auto p-2 sm:p-3">
            <Table aria-labelledby="applications-title">
              <THead>
                <Tr>
                  <Th>Marka</Th>
                  <Th>Durum</Th>
                  <Th className="hidden sm:table-cell">Kanıt</Th>
                  <Th className="hidden sm:table-cell">Başvuru</Th>
                </Tr>
              </THead>
              <TBody>
                {mine.data.applications.map((b) => (
                  <Tr key={b.id} data-testid={`application-${b.id}`}>
                    <Td>
                      <div className="flex items-center gap-3">
                        <span className="hidden sm:contents">
                          <BrandLogo brand={b} />
                        </span>
                        <div className="min-w-0">
                          <p className="font-semibold text-ink">{b.name}</p>
                          {b.status === 'reddedildi' && (
                            <>
                              <RejectionNote rejection={b.rejection} withNote />
                              <Link
                                to={`${newHref}?marka=${b.id}`}
                                className="mt-1 inline-block text-sm font-semibold text-accent-700 hover:underline"
                              >
                                Düzeltip yeniden başvur
                              </Link>
                            </>
                          )}
                        </div>
                      </div>
                    </Td>
                    <Td>
                      <ReviewBadge status={b.status} />
                    </Td>
                    <Td className="hidden text-sm sm:table-cell">
                      {b.registration_number ? (
                        `TÜRKPATENT ${b.registration_number}`
                      ) : b.document ? (
                        <button
                          type="button"
                          className="font-semibold text-accent-700 hover:underline"
                          onClick={() => void openBrandDocument(b.document!.url)}
                        >
                          {b.document.name}
                        </button>
                      ) : (
                        '-'
                      )}
                    </Td>
                    <Td className="hidden text-sm text-ink-muted sm:table-cell">
                      {formatDate(b.submitted_at)}
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          </div>
        )}
      </Card>

      <Card as="section" aria-labelledby="search-title">
        <h2 id="search-title" className="text-lg font-semibold text-ink">
          Kullanabileceğiniz markalar
        </h2>
        <div className="relative mt-3 max-w-md">
          <Label htmlFor="brand-search" className="sr-only">
            Marka adıyla ara
          </Label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-subtle"
          />
          <Input
            id="brand-search"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Marka ara"
            className="pl-9"
            autoComplete="off"
          />
        </div>
        {!q && (
          <p className="mt-3 text-sm text-ink-muted">
            Ürününüzün markasını adıyla arayın; bulamazsanız başvurabilirsiniz.
          </p>
        )}
        {q && search.isPending && <Skeleton className="mt-4 h-20 w-full" />}
        {q && search.data && search.data.results.length === 0 && (
          <p className="mt-4 text-sm text-ink-muted">
            “{q}” adında bir marka yok.{' '}
            <Link to={newHref} className="font-semibold text-accent-700 hover:underline">
              Başvuru yapabilirsiniz.
            </Link>
          </p>
        )}
        <ul aria-label="Bulunan markalar" className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {(q ? (search.data?.results ?? []) : []).map((b) => (
            <li
              key={b.id}
              className="flex items-center gap-3 rounded-lg border border-line px-3 py-2"
            >
              <BrandLogo brand={b} />
              <span className="min-w-0 flex-1 truncate font-medium text-ink">{b.name}</span>
              {b.status === 'onaylandi' ? (
                <Badge tone="success">Onaylı</Badge>
              ) : (
                <ReviewBadge status={b.status} />
              )}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
