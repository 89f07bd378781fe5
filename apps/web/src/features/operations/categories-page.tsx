import type { OpCategoryAttribute, OperatorCategoryNode } from '@carsi/shared';
import { clsx } from 'clsx';
import {
  ArrowDown,
  ArrowUp,
  ChevronDown,
  ChevronRight,
  FolderTree,
  GripVertical,
  Move,
  Plus,
} from 'lucide-react';
import { useEffect, useState, type DragEvent, type FormEvent } from 'react';
import { Badge, Button, Card, Dialog, EmptyState, Input, Label, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { notify } from '@/lib/toast';
import { allowedParents, canDropOn, flattenTree, type FlatCategory } from './category-tree';
import {
  useCategoryAttributes,
  useCategoryMutations,
  useCategoryTree,
  useSaveCategoryAttributes,
} from './console-api';
import { ConsolePage } from './page-shell';

type Mutations = ReturnType<typeof useCategoryMutations>;

const selectClasses =
  'block h-11 w-full rounded-xl border border-line bg-card px-3 text-base text-ink focus:border-accent-600 focus:outline-2 focus:outline-accent-600/30';

/** A name form in a dialog: add a category (under a parent or at the top) or rename one. */
function NameDialog({
  state,
  onClose,
  m,
}: {
  state:
    | { mode: 'add'; parent: OperatorCategoryNode | null }
    | { mode: 'rename'; node: OperatorCategoryNode }
    | null;
  onClose: () => void;
  m: Mutations;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setName(state?.mode === 'rename' ? state.node.name : '');
    setError(null);
  }, [state]);
  const pending = m.create.isPending || m.update.isPending;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!state) return;
    const onError = (err: unknown) => setError(serverFieldErrors(err).name ?? serverDetail(err));
    if (state.mode === 'add')
      m.create.mutate(
        { name: name.trim(), parent_id: state.parent?.id ?? null },
        {
          onSuccess: () => {
            notify.success(`“${name.trim()}” eklendi.`);
            onClose();
          },
          onError,
        },
      );
    else
      m.update.mutate(
        { id: state.node.id, name: name.trim() },
        {
          onSuccess: () => {
            notify.success('Kategori adı değişti.');
            onClose();
          },
          onError,
        },
      );
  };
  const title =
    state?.mode === 'rename'
      ? 'Kategoriyi yeniden adlandır'
      : state?.parent
        ? `“${state.parent.name}” altına kategori ekle`
        : 'Ana kategori ekle';
  return (
    <Dialog open={state !== null} onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate>
        <Label htmlFor="category-name">Kategori adı</Label>
        <Input
          id="category-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={60}
          invalid={error !== null}
          aria-describedby={error ? 'category-name-error' : undefined}
        />
        {error && (
          <p id="category-name-error" role="alert" className="mt-1.5 text-sm text-danger">
            {error}
          </p>
        )}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" loading={pending}>
            Kaydet
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The keyboard way to move: pick the new parent and the place among its children. */
function MoveDialog({
  node,
  roots,
  onClose,
  onMoved,
  m,
}: {
  node: OperatorCategoryNode | null;
  roots: OperatorCategoryNode[];
  onClose: () => void;
  /** The new parent, to open its branch. */
  onMoved: (parentId: number | null) => void;
  m: Mutations;
}) {
  const [parent, setParent] = useState('');
  const [position, setPosition] = useState(0);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setParent(node?.parent_id === null || !node ? '' : String(node.parent_id));
    setPosition(node?.position ?? 0);
    setError(null);
  }, [node]);
  if (!node) return <Dialog open={false} onClose={onClose} title="Kategoriyi taşı" />;
  const options = allowedParents(roots, node);
  const flat = flattenTree(roots);
  const siblings =
    parent === '' ? roots : (flat.find((f) => f.node.id === Number(parent))?.node.children ?? []);
  const others = siblings.filter((s) => s.id !== node.id);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    m.move.mutate(
      { id: node.id, parent_id: parent === '' ? null : Number(parent), position },
      {
        onSuccess: () => {
          notify.success(`“${node.name}” taşındı.`);
          onMoved(parent === '' ? null : Number(parent));
          onClose();
        },
        onError: (err) => setError(serverDetail(err)),
      },
    );
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={`“${node.name}” kategorisini taşı`}
      description="Alt kategorileri de birlikte taşınır. Bir kategori kendi alt kategorilerinin altına taşınamaz."
    >
      <form onSubmit={submit} noValidate className="space-y-3">
        <div>
          <Label htmlFor="move-parent">Yeni üst kategori</Label>
          <select
            id="move-parent"
            className={selectClasses}
            value={parent}
            onChange={(e) => {
              setParent(e.target.value);
              setPosition(0);
            }}
          >
            <option value="">— En üst düzey —</option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {'\u00a0\u00a0'.repeat(o.depth)}
                {o.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor="move-position">Sıra</Label>
          <select
            id="move-position"
            className={selectClasses}
            value={position}
            onChange={(e) => setPosition(Number(e.target.value))}
          >
            {[
              ...others.map((s, i) => ({ i, label: `“${s.name}” öncesine` })),
              { i: others.length, label: 'En sona' },
            ].map((o) => (
              <option key={o.i} value={o.i}>
                {o.i + 1}. sıra ({o.label})
              </option>
            ))}
          </select>
        </div>
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" loading={m.move.isPending}>
            Taşı
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function AttributesPanel({ category }: { category: OperatorCategoryNode }) {
  const query = useCategoryAttributes(category.id);
  const save = useSaveCategoryAttributes(category.id);
  const [rows, setRows] = useState<OpCategoryAttribute[]>([]);
  const [adding, setAdding] = useState('');
  useEffect(() => {
    if (query.data) setRows(query.data.attributes);
  }, [query.data]);
  if (query.isPending)
    return (
      <div role="status" aria-label="Özellikler yükleniyor">
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (query.isError)
    return <EmptyState title="Özellikler yüklenemedi" description={serverDetail(query.error)} />;
  const available = query.data.available.filter((a) => !rows.some((r) => r.attribute_id === a.id));
  const flag = (id: number, key: 'is_variant_axis' | 'is_filterable' | 'is_required', v: boolean) =>
    setRows((rs) => rs.map((r) => (r.attribute_id === id ? { ...r, [key]: v } : r)));
  const submit = () =>
    save.mutate(
      {
        attributes: rows.map((r) => ({
          attribute_id: r.attribute_id,
          is_variant_axis: r.is_variant_axis,
          is_filterable: r.is_filterable,
          is_required: r.is_required,
        })),
      },
      {
        onSuccess: () => notify.success(`“${category.name}” özellikleri kaydedildi.`),
        onError: (e) => notify.error(serverDetail(e)),
      },
    );
  return (
    <div>
      {rows.length === 0 ? (
        <p className="mb-3 text-sm text-ink-muted">Bu kategoride henüz özellik yok.</p>
      ) : (
        <div className="mb-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">“{category.name}” özellikleri</caption>
            <thead>
              <tr className="text-xs text-ink-subtle">
                <th scope="col" className="py-1 pr-2 font-medium">
                  Özellik
                </th>
                <th scope="col" className="px-1 py-1 text-center font-medium">
                  Varyant ekseni
                </th>
                <th scope="col" className="px-1 py-1 text-center font-medium">
                  Filtre
                </th>
                <th scope="col" className="px-1 py-1 text-center font-medium">
                  Zorunlu
                </th>
                <th scope="col" className="py-1">
                  <span className="sr-only">Kaldır</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.attribute_id} className="border-t border-line">
                  <th scope="row" className="py-2 pr-2 font-medium">
                    {r.name}
                  </th>
                  {(['is_variant_axis', 'is_filterable', 'is_required'] as const).map((k) => (
                    <td key={k} className="px-1 py-2 text-center">
                      <input
                        type="checkbox"
                        checked={r[k]}
                        onChange={(e) => flag(r.attribute_id, k, e.target.checked)}
                        aria-label={`${r.name}: ${k === 'is_variant_axis' ? 'varyant ekseni' : k === 'is_filterable' ? 'filtre' : 'zorunlu'}`}
                        className="h-4 w-4 accent-accent-600"
                      />
                    </td>
                  ))}
                  <td className="py-2 text-right">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() =>
                        setRows((rs) => rs.filter((x) => x.attribute_id !== r.attribute_id))
                      }
                      aria-label={`${r.name} özelliğini kaldır`}
                    >
                      Kaldır
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Label htmlFor="attr-add">Özellik ekle</Label>
          <select
            id="attr-add"
            className={selectClasses}
            value={adding}
            onChange={(e) => setAdding(e.target.value)}
          >
            <option value="">Seçin</option>
            {available.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          disabled={!adding}
          onClick={() => {
            const a = available.find((x) => x.id === Number(adding));
            if (!a) return;
            setRows((rs) => [
              ...rs,
              {
                attribute_id: a.id,
                name: a.name,
                is_variant_axis: false,
                is_filterable: true,
                is_required: false,
                position: rs.length,
              },
            ]);
            setAdding('');
          }}
        >
          Ekle
        </Button>
      </div>
      <div className="mt-4 flex justify-end">
        <Button onClick={submit} loading={save.isPending}>
          Özellikleri kaydet
        </Button>
      </div>
    </div>
  );
}

/** /yonetim/kategoriler: the tree (drag to move, or the Taşı button), names, attributes. */
export function CategoriesPage() {
  const tree = useCategoryTree();
  const m = useCategoryMutations();
  const [selected, setSelected] = useState<number | null>(null);
  const [naming, setNaming] = useState<Parameters<typeof NameDialog>[0]['state']>(null);
  const [moving, setMoving] = useState<OperatorCategoryNode | null>(null);
  const [dragged, setDragged] = useState<OperatorCategoryNode | null>(null);
  const [over, setOver] = useState<number | 'root' | null>(null);

  const roots = tree.data ?? [];
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const expand = (id: number, open: boolean) =>
    setExpanded((e) => {
      const next = new Set(e);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  const flat = flattenTree(roots);
  const visible = flattenTree(roots, expanded);
  const selectedNode = flat.find((f) => f.node.id === selected)?.node ?? null;

  const move = (node: OperatorCategoryNode, parent_id: number | null, position: number) =>
    m.move.mutate(
      { id: node.id, parent_id, position },
      {
        onSuccess: () => notify.success(`“${node.name}” taşındı.`),
        onError: (e) => notify.error(serverDetail(e)),
      },
    );
  const toggle = (node: OperatorCategoryNode) =>
    m.update.mutate(
      { id: node.id, is_active: !node.is_active },
      {
        onSuccess: () =>
          notify.success(
            node.is_active ? `“${node.name}” pasifleştirildi.` : `“${node.name}” etkinleştirildi.`,
          ),
        onError: (e) => notify.error(serverDetail(e)),
      },
    );
  const drop = (e: DragEvent, target: OperatorCategoryNode | null) => {
    e.preventDefault();
    setOver(null);
    if (!dragged) return;
    if (target && !canDropOn(dragged, target)) return;
    move(dragged, target?.id ?? null, target ? target.children.length : roots.length);
    if (target) expand(target.id, true);
    setDragged(null);
  };

  // A render function, not a component: a component made in render would remount mid-drag.
  const row = (f: FlatCategory) => {
    const n = f.node;
    const droppable = dragged !== null && canDropOn(dragged, n);
    return (
      <li
        key={n.id}
        onDragOver={(e) => {
          if (!droppable) return;
          e.preventDefault();
          setOver(n.id);
        }}
        onDragLeave={() => setOver((o) => (o === n.id ? null : o))}
        onDrop={(e) => drop(e, n)}
        className={clsx(
          'flex flex-wrap items-center gap-2 border-b border-line py-2 pr-2',
          over === n.id && 'bg-accent-50 outline-2 outline-accent-600',
          selected === n.id && 'bg-surface',
        )}
        style={{ paddingLeft: `${0.5 + n.depth * 0.875}rem` }}
      >
        <span
          draggable
          onDragStart={(e) => {
            e.dataTransfer.effectAllowed = 'move';
            e.dataTransfer.setData('text/plain', String(n.id));
            setDragged(n);
          }}
          onDragEnd={() => {
            setDragged(null);
            setOver(null);
          }}
          title="Sürükleyip başka bir kategorinin üzerine bırakın"
          className="cursor-grab text-ink-subtle"
          aria-hidden="true"
          data-testid={`drag-${n.id}`}
        >
          <GripVertical className="h-4 w-4" />
        </span>
        {n.children.length > 0 ? (
          <button
            type="button"
            onClick={() => expand(n.id, !expanded.has(n.id))}
            aria-expanded={expanded.has(n.id)}
            aria-label={`${n.name}: alt kategoriler`}
            className="rounded p-0.5 text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent-600"
          >
            {expanded.has(n.id) ? (
              <ChevronDown aria-hidden="true" className="h-4 w-4" />
            ) : (
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            )}
          </button>
        ) : (
          <span aria-hidden="true" className="w-5" />
        )}
        <button
          type="button"
          onClick={() => setSelected(n.id)}
          aria-pressed={selected === n.id}
          className={clsx(
            'min-w-0 flex-1 truncate rounded text-left focus-visible:outline-2 focus-visible:outline-accent-600',
            n.is_active ? 'text-ink' : 'text-ink-subtle line-through',
          )}
        >
          <span className="font-medium">{n.name}</span>{' '}
          <span className="ml-1 text-xs text-ink-subtle">{n.product_count} ürün</span>
        </button>
        {!n.is_active && <Badge>Pasif</Badge>}
        <span className="flex gap-1">
          {/* Phones move with the Taşı dialog (order included); these need the room. */}
          <span className="hidden gap-1 sm:flex">
            <Button
              variant="ghost"
              size="icon"
              disabled={f.index === 0 || m.move.isPending}
              onClick={() => move(n, n.parent_id, f.index - 1)}
              aria-label={`${n.name}: yukarı taşı`}
            >
              <ArrowUp aria-hidden="true" className="h-4 w-4" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              disabled={f.index === f.siblings - 1 || m.move.isPending}
              onClick={() => move(n, n.parent_id, f.index + 1)}
              aria-label={`${n.name}: aşağı taşı`}
            >
              <ArrowDown aria-hidden="true" className="h-4 w-4" />
            </Button>
          </span>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => setMoving(n)}
            aria-label={`${n.name}: başka yere taşı`}
          >
            <Move aria-hidden="true" className="h-4 w-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => setNaming({ mode: 'add', parent: n })}
            aria-label={`${n.name} altına kategori ekle`}
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
          </Button>
        </span>
      </li>
    );
  };

  return (
    <ConsolePage
      title={paths.operatorCategories.title}
      intro="Kategori ağacını düzenleyin: sürükleyip bir kategorinin üzerine bırakarak veya Taşı düğmesiyle taşıyın; bir kategoriyi seçip adını, durumunu ve özelliklerini değiştirin."
    >
      {tree.isPending ? (
        <div role="status" aria-label="Kategoriler yükleniyor" className="space-y-2">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : tree.isError ? (
        <Card>
          <EmptyState
            title="Kategoriler yüklenemedi"
            description={serverDetail(tree.error)}
            action={<Button onClick={() => void tree.refetch()}>Tekrar dene</Button>}
          />
        </Card>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Card className="min-w-0 p-0">
            <div className="flex items-center justify-between gap-2 border-b border-line p-3">
              <h2 className="font-semibold text-ink">Ağaç</h2>
              <Button
                size="sm"
                leftIcon={<Plus aria-hidden="true" className="h-4 w-4" />}
                onClick={() => setNaming({ mode: 'add', parent: null })}
              >
                Ana kategori
              </Button>
            </div>
            {roots.length === 0 ? (
              <EmptyState
                icon={<FolderTree aria-hidden="true" className="h-7 w-7" />}
                title="Henüz kategori yok"
                description="İlk ana kategoriyi ekleyin."
              />
            ) : (
              <ul aria-label="Kategori ağacı">{visible.map((f) => row(f))}</ul>
            )}
            <div
              onDragOver={(e) => {
                if (!dragged || dragged.parent_id === null) return;
                e.preventDefault();
                setOver('root');
              }}
              onDragLeave={() => setOver((o) => (o === 'root' ? null : o))}
              onDrop={(e) => drop(e, null)}
              className={clsx(
                'm-3 rounded-xl border-2 border-dashed border-line p-3 text-center text-sm text-ink-subtle',
                dragged ? 'block' : 'hidden',
                over === 'root' && 'border-accent-600 bg-accent-50',
              )}
            >
              En üst düzeye taşımak için buraya bırakın
            </div>
          </Card>
          <Card className="min-w-0 p-4" aria-live="polite">
            {selectedNode ? (
              <>
                <div className="mb-4 flex flex-wrap items-center gap-2">
                  <h2 className="flex-1 text-lg font-semibold text-ink">{selectedNode.name}</h2>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setNaming({ mode: 'rename', node: selectedNode })}
                  >
                    Yeniden adlandır
                  </Button>
                  <Button
                    size="sm"
                    variant={selectedNode.is_active ? 'danger' : 'secondary'}
                    onClick={() => toggle(selectedNode)}
                    loading={m.update.isPending}
                  >
                    {selectedNode.is_active ? 'Pasifleştir' : 'Etkinleştir'}
                  </Button>
                </div>
                <p className="mb-4 text-xs text-ink-subtle">
                  /{selectedNode.slug} · {selectedNode.product_count} ürün
                  {!selectedNode.is_active && ' · Pasif: mağazada ve alt kategorileriyle görünmez'}
                </p>
                <h3 className="mb-2 font-semibold text-ink">Özellikler</h3>
                <AttributesPanel key={selectedNode.id} category={selectedNode} />
              </>
            ) : (
              <EmptyState
                icon={<FolderTree aria-hidden="true" className="h-7 w-7" />}
                title="Bir kategori seçin"
                description="Adını, durumunu ve özelliklerini (varyant ekseni, filtre, zorunlu) buradan değiştirirsiniz."
              />
            )}
          </Card>
        </div>
      )}
      <NameDialog state={naming} onClose={() => setNaming(null)} m={m} />
      <MoveDialog
        node={moving}
        roots={roots}
        onClose={() => setMoving(null)}
        onMoved={(parentId) => parentId !== null && expand(parentId, true)}
        m={m}
      />
    </ConsolePage>
  );
}
