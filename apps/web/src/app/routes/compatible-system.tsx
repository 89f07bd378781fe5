import type { SystemNode } from '@carsi/shared';
import {
  Car,
  History,
  ListChecks,
  RefreshCw,
  SearchX,
  SlidersHorizontal,
  Smartphone,
} from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Breadcrumb, Button, Container, EmptyState } from '@/components/ui';
import { paths } from '@/config/paths';
import {
  parsePositiveInt,
  SystemPicker,
  SystemPickerSkeleton,
  systemLabel,
  systemPath,
  useSystems,
  useSystemStore,
} from '@/features/discovery';
import { SystemProducts } from '@/features/listing';
import { useHydrated } from '@/lib/persist';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = paths.compatibleSystem.title;

/**
 * `/uyumlu-sistem`: pick a car or a phone step by step and see what fits it. The choice lives in
 * the URL (`?system=<id>`, so it can be shared) and on this device (opened again next visit).
 */
export function CompatibleSystemPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const urlSystem = parsePositiveInt(params.get('system'));
  const remembered = useSystemStore((s) => s.system);
  const choose = useSystemStore((s) => s.choose);
  const forget = useSystemStore((s) => s.clear);
  const hydrated = useHydrated(useSystemStore);
  const systems = useSystems();

  // No system in the URL: reopen the remembered one (replacing, so "back" does not bounce here).
  useEffect(() => {
    if (hydrated && urlSystem === null && remembered)
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.set('system', String(remembered.id));
          return next;
        },
        { replace: true },
      );
  }, [hydrated, urlSystem, remembered, setParams]);

  const path = useMemo(
    () => (systems.data && urlSystem !== null ? systemPath(systems.data, urlSystem) : []),
    [systems.data, urlSystem],
  );
  const chosen: SystemNode | undefined = path[path.length - 1];
  const unknown = systems.data !== undefined && urlSystem !== null && chosen === undefined;

  // Whatever the URL shows is what this device remembers. Runs when the URL's choice changes
  // only: "Temizle" clears the store a moment before the URL follows, and must not be undone.
  useEffect(() => {
    if (chosen) choose({ id: chosen.id, label: systemLabel(path) });
  }, [chosen, path, choose]);
  // A remembered id that is no longer in the tree is dropped.
  useEffect(() => {
    if (unknown && useSystemStore.getState().system?.id === urlSystem) forget();
  }, [unknown, urlSystem, forget]);

  // Products are titled without the kind: "Renault Clio 2019–2025".
  const name =
    path.length > 1
      ? path
          .slice(1)
          .map((n) => n.name)
          .join(' ')
      : (chosen?.name ?? '');
  usePageTitle(chosen ? `${name}: ${TITLE}` : TITLE);

  const base = paths.compatibleSystem.build();
  const select = (node: SystemNode) => {
    // Another car or phone has other facets: the filters and the page start over, the sort stays.
    const next = new URLSearchParams({ system: String(node.id) });
    const sort = params.get('sort');
    if (sort) next.set('sort', sort);
    navigate(`${base}?${next}`, { preventScrollReset: true });
  };
  const clear = () => {
    forget();
    navigate(base, { preventScrollReset: true });
  };

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumb items={[{ label: 'Ana sayfa', to: paths.home.path }, { label: TITLE }]} />
      <header className="mt-4 mb-6 flex items-start gap-3">
        <span aria-hidden="true" className="mt-1 hidden shrink-0 -space-x-2 sm:flex">
          <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-accent-700 text-white ring-2 ring-surface">
            <Car className="h-5 w-5" />
          </span>
          <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-ink text-white ring-2 ring-surface">
            <Smartphone className="h-5 w-5" />
          </span>
        </span>
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{TITLE}</h1>
          <p className="mt-1 max-w-2xl text-ink-muted">
            Aracınızı ya da telefonunuzu seçin; lastikten kılıfa, ona tam uyan ürünleri
            listeleyelim. Seçiminiz bu cihazda hatırlanır.
          </p>
        </div>
      </header>

      {systems.isPending ? (
        <div role="status" aria-label="Sistemler yükleniyor">
          <SystemPickerSkeleton />
        </div>
      ) : systems.isError ? (
        <EmptyState
          icon={<RefreshCw className="h-7 w-7" />}
          title="Seçenekler şu anda yüklenemedi"
          description="Bağlantınızda ya da sunucumuzda geçici bir sorun olabilir. Birazdan tekrar deneyin."
          action={
            <Button onClick={() => void systems.refetch()} loading={systems.isRefetching}>
              Tekrar dene
            </Button>
          }
        />
      ) : (
        <>
          {unknown && (
            <p
              role="alert"
              className="mb-4 rounded-xl border border-[#fde68a] bg-[#fffbeb] px-4 py-3 text-sm text-[#92400e]"
            >
              Bağlantıdaki seçim artık listemizde yok. Lütfen yeniden seçin.
            </p>
          )}
          <SystemPicker tree={systems.data} path={path} onSelect={select} onClear={clear} />
          {chosen ? (
            <SystemProducts system={chosen.id} systemName={name} />
          ) : systems.data.length === 0 ? (
            <EmptyState
              icon={<SearchX className="h-7 w-7" />}
              title="Henüz seçilebilecek bir sistem yok"
              description="Araç ve telefon uyumluluk listemiz hazırlanıyor."
            />
          ) : (
            <HowItWorks />
          )}
        </>
      )}
    </Container>
  );
}

const HOW_IT_WORKS = [
  {
    icon: ListChecks,
    title: 'Adım adım seçin',
    text: 'Tür, marka, model ve yıl: her adımda kaç ürünün uyduğunu görürsünüz.',
  },
  {
    icon: SlidersHorizontal,
    title: 'Filtreleyin, sıralayın',
    text: 'Uyan ürünleri marka, fiyat ve puana göre daraltın; en uygununu bulun.',
  },
  {
    icon: History,
    title: 'Seçiminiz hatırlanır',
    text: 'Bir dahaki gelişinizde aracınız ya da telefonunuz seçili açılır.',
  },
];

/** What the finder does, under the first step while nothing is chosen. */
function HowItWorks() {
  return (
    <ul className="mt-6 grid gap-3 sm:grid-cols-3">
      {HOW_IT_WORKS.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3 rounded-card border border-line bg-card p-4">
          <span
            aria-hidden="true"
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700"
          >
            <Icon className="h-5 w-5" />
          </span>
          <span className="flex flex-col">
            <span className="font-semibold text-ink">{title}</span>
            <span className="text-sm text-ink-muted">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
