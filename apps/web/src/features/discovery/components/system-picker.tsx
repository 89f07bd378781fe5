import { formatDecimal, SYSTEM_LEVEL_LABELS, type SystemNode } from '@carsi/shared';
import { clsx } from 'clsx';
import { Car, Check, ChevronRight, Pencil, Smartphone, X, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, buttonClasses, Card } from '@/components/ui';

/** The step a list of options answers ("Marka"), from the nodes' level. */
export function stepLabel(options: SystemNode[]): string {
  const level = options[0]?.level ?? '';
  return SYSTEM_LEVEL_LABELS[level] ?? 'Seçenek';
}

function kindIcon(node: SystemNode): LucideIcon | null {
  if (node.level !== 'tur') return null;
  if (/telefon|phone/.test(node.slug)) return Smartphone;
  return Car;
}

export interface SystemPickerProps {
  tree: SystemNode[];
  /** From the root to the chosen node; empty when nothing is chosen. */
  path: SystemNode[];
  onSelect: (node: SystemNode) => void;
  onClear: () => void;
}

/**
 * Step-by-step choice of a compatibility system: Tür → Marka → Model → Yıl (phones stop at
 * Model). Each answer opens the next step; the products list follows every answer. Once a full
 * choice is made the steps fold into a one-line summary with "Değiştir".
 */
export function SystemPicker({ tree, path, onSelect, onClear }: SystemPickerProps) {
  const chosen = path[path.length - 1];
  const complete = chosen !== undefined && chosen.children.length === 0;
  const [editing, setEditing] = useState(!complete);
  const stepRefs = useRef<Array<HTMLFieldSetElement | null>>([]);
  const changeRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'step' | 'summary' | null>(null);

  // A choice made elsewhere (URL, remembered store) that is complete starts folded.
  const [seenId, setSeenId] = useState(chosen?.id);
  if (seenId !== chosen?.id) {
    setSeenId(chosen?.id);
    if (focusNext.current === null) setEditing(!complete);
  }

  useEffect(() => {
    if (focusNext.current === 'step') stepRefs.current[path.length]?.focus();
    else if (focusNext.current === 'summary') changeRef.current?.focus();
    focusNext.current = null;
  });

  const steps: SystemNode[][] = [tree];
  for (const node of path) {
    if (node.children.length === 0) break;
    steps.push(node.children);
  }

  const choose = (node: SystemNode) => {
    const leaf = node.children.length === 0;
    focusNext.current = leaf ? 'summary' : 'step';
    setEditing(!leaf);
    onSelect(node);
  };

  return (
    <Card padding="none" className="overflow-hidden">
      {chosen && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line bg-surface px-4 py-3 sm:px-6">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">
              Seçiminiz
            </p>
            <ol
              aria-label="Seçtiğiniz sistem"
              className="mt-0.5 flex flex-wrap items-center gap-1 font-semibold text-ink"
            >
              {path.map((n, i) => (
                <li key={n.id} className="flex items-center gap-1">
                  {n.name}
                  {i < path.length - 1 && (
                    <ChevronRight aria-hidden="true" className="h-4 w-4 text-ink-subtle" />
                  )}
                </li>
              ))}
              {complete && (
                <li className="ml-1 inline-flex items-center">
                  <Check aria-hidden="true" className="h-4 w-4 text-success" />
                </li>
              )}
            </ol>
          </div>
          <div className="flex gap-2">
            {!editing && (
              <button
                ref={changeRef}
                type="button"
                onClick={() => setEditing(true)}
                className={buttonClasses('secondary', 'sm')}
              >
                <Pencil aria-hidden="true" className="h-4 w-4" />
                Değiştir
              </button>
            )}
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setEditing(true);
                onClear();
              }}
              leftIcon={<X aria-hidden="true" className="h-4 w-4" />}
            >
              Temizle
            </Button>
          </div>
        </div>
      )}
      {editing && (
        <div className="flex flex-col gap-6 p-4 sm:p-6">
          {steps.map((options, i) => (
            <Step
              key={i === 0 ? 'root' : path[i - 1]!.id}
              index={i}
              options={options}
              selected={path[i]?.id ?? null}
              onChoose={choose}
              ref={(el) => {
                stepRefs.current[i] = el;
              }}
            />
          ))}
        </div>
      )}
    </Card>
  );
}

function Step({
  index,
  options,
  selected,
  onChoose,
  ref,
}: {
  index: number;
  options: SystemNode[];
  selected: number | null;
  onChoose: (node: SystemNode) => void;
  ref: (el: HTMLFieldSetElement | null) => void;
}) {
  const label = stepLabel(options);
  const first = index === 0;
  return (
    <fieldset ref={ref} tabIndex={-1} className="rounded-lg outline-offset-4">
      <legend className="mb-3 flex items-center gap-2 text-base font-bold text-ink">
        <span
          aria-hidden="true"
          className="inline-flex h-6 w-6 items-center justify-center rounded-full bg-accent-700 text-xs font-bold text-white"
        >
          {index + 1}
        </span>
        <span>
          <span className="sr-only">{index + 1}. adım:</span> {label}
          {first ? ' seçin' : ''}
        </span>
      </legend>
      <ul
        className={clsx(
          'grid gap-2',
          first ? 'grid-cols-2 sm:max-w-lg' : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5',
        )}
      >
        {options.map((node) => {
          const active = node.id === selected;
          const Icon = kindIcon(node);
          return (
            <li key={node.id}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onChoose(node)}
                className={clsx(
                  'flex h-full w-full items-center gap-3 rounded-xl border px-3 text-left transition-colors',
                  first ? 'py-4' : 'py-2.5',
                  active
                    ? 'border-accent-600 bg-accent-50 ring-1 ring-accent-600'
                    : 'border-line bg-card hover:border-ink-subtle hover:bg-surface',
                )}
              >
                {Icon && (
                  <span
                    aria-hidden="true"
                    className={clsx(
                      'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full',
                      active ? 'bg-accent-700 text-white' : 'bg-accent-50 text-accent-700',
                    )}
                  >
                    <Icon className="h-5 w-5" />
                  </span>
                )}
                <span className="flex min-w-0 flex-col">
                  <span className="text-sm font-semibold text-ink">{node.name}</span>
                  <span className="text-xs text-ink-subtle">
                    {formatDecimal(node.product_count)} ürün
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

export function SystemPickerSkeleton() {
  return (
    <Card padding="none" className="p-4 sm:p-6" aria-hidden="true">
      <span className="mb-3 block h-6 w-32 animate-pulse rounded bg-[#eeedec] motion-reduce:animate-none" />
      <div className="grid max-w-lg grid-cols-2 gap-2">
        <span className="block h-18 animate-pulse rounded-xl bg-[#eeedec] motion-reduce:animate-none" />
        <span className="block h-18 animate-pulse rounded-xl bg-[#eeedec] motion-reduce:animate-none" />
      </div>
    </Card>
  );
}
