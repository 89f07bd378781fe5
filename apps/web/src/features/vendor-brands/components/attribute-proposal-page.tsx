import type { VendorCategory } from '@carsi/shared';
import { ListPlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button, Card, EmptyState, inputClasses, Label, Skeleton } from '@/components/ui';
import { FieldError, FieldHint, FormAlert, TextField } from '@/components/form/form-field';
import { formatDate } from '@/lib/format';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { notify } from '@/lib/toast';
import { useCategoryAttributes, useProposals, useProposeAttribute } from '../api/vendor-brands';
import { type ProposalField, validateProposal } from '../rules';
import { CategoryPicker } from './category-picker';
import { RejectionNote, ReviewBadge } from './review-state';

/**
 * /dashboard/ozellik-olustur: propose a missing attribute value for a category (a colour with
 * its swatch), and the business's proposals with their state and reasons.
 */
export function AttributeProposalPage() {
  const [category, setCategory] = useState<VendorCategory | null>(null);
  const [attributeId, setAttributeId] = useState<number | null>(null);
  const [value, setValue] = useState('');
  const [hex, setHex] = useState('#000000');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ProposalField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const attrs = useCategoryAttributes(category?.id ?? null);
  const proposals = useProposals();
  const propose = useProposeAttribute();
  const attribute = attrs.data?.attributes.find((a) => a.id === attributeId) ?? null;
  const selectId = useId();
  const hexId = useId();
  const noteId = useId();

  function chooseCategory(c: VendorCategory | null) {
    setCategory(c);
    setAttributeId(null);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setAlert(null);
    const found = validateProposal({
      category_id: category?.id ?? null,
      attribute_id: attributeId,
      value,
      hex,
      note,
      isColor: attribute?.is_color ?? false,
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const p = await propose.mutateAsync({
        category_id: category!.id,
        attribute_id: attributeId!,
        value: value.trim(),
        hex: attribute?.is_color ? hex : undefined,
        note: note.trim(),
      });
      notify.success(`“${p.value}” önerisi incelemeye gönderildi.`);
      setValue('');
      setNote('');
    } catch (err) {
      const f = serverFieldErrors(err);
      setErrors({ value: f.value, hex: f.hex, attribute_id: f.attribute_id, note: f.note });
      setAlert(serverDetail(err));
    }
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink">Özellik değeri öner</h1>
        <p className="mt-1 text-sm text-ink-muted">
          Ürününüzün rengi, bedeni ya da başka bir özelliği listede yoksa önerin. Onaylanınca tüm
          satıcılar kullanabilir.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Card as="section" aria-labelledby="proposal-form-title">
          <h2 id="proposal-form-title" className="sr-only">
            Öneri formu
          </h2>
          <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
            {alert && <FormAlert>{alert}</FormAlert>}
            <CategoryPicker value={category} onChange={chooseCategory} error={errors.category_id} />
            {category && (
              <div>
                <Label htmlFor={selectId}>Özellik</Label>
                {attrs.isPending ? (
                  <Skeleton className="mt-1 h-11 w-full" />
                ) : attrs.data && attrs.data.attributes.length === 0 ? (
                  <p className="mt-1 text-sm text-ink-muted">
                    Bu kategoride özellik tanımlı değil; başka bir kategori seçin.
                  </p>
                ) : (
                  <select
                    id={selectId}
                    className={inputClasses}
                    value={attributeId ?? ''}
                    aria-invalid={errors.attribute_id ? true : undefined}
                    aria-describedby={`${selectId}-error ${selectId}-hint`}
                    onChange={(e) => setAttributeId(e.target.value ? Number(e.target.value) : null)}
                  >
                    <option value="">Özellik seçin</option>
                    {attrs.data?.attributes.map((a) => (
                      <option key={a.id} value={a.id}>
                        {a.name}
                        {a.is_variant_axis ? ' (varyant)' : ''}
                      </option>
                    ))}
                  </select>
                )}
                <FieldError id={`${selectId}-error`} message={errors.attribute_id} />
                {attribute && (
                  <FieldHint id={`${selectId}-hint`}>
                    Var olan değerler:{' '}
                    {attribute.values
                      .slice(0, 20)
                      .map((v) => (v.pending ? `${v.value} (incelemede)` : v.value))
                      .join(', ') || 'yok'}
                    {attribute.values.length > 20 ? '…' : ''}
                  </FieldHint>
                )}
              </div>
            )}
            <TextField
              label="Önerilen değer"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              maxLength={40}
              autoComplete="off"
              error={errors.value}
            />
            {attribute?.is_color && (
              <div>
                <Label htmlFor={hexId}>Renk</Label>
                <div className="mt-1 flex items-center gap-3">
                  <input
                    id={hexId}
                    type="color"
                    value={hex}
                    onChange={(e) => setHex(e.target.value)}
                    aria-describedby={`${hexId}-error`}
                    className="h-11 w-16 cursor-pointer rounded-lg border border-line bg-card p-1"
                  />
                  <span className="font-mono text-sm text-ink-muted">{hex.toUpperCase()}</span>
                </div>
                <FieldError id={`${hexId}-error`} message={errors.hex} />
              </div>
            )}
            <div>
              <Label htmlFor={noteId}>
                Not <span className="ml-1 font-normal text-ink-subtle">(isteğe bağlı)</span>
              </Label>
              <textarea
                id={noteId}
                rows={3}
                maxLength={300}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                className={`${inputClasses} h-auto py-2`}
                aria-describedby={`${noteId}-error`}
                placeholder="İnceleyen için kısa bir açıklama"
              />
              <FieldError id={`${noteId}-error`} message={errors.note} />
            </div>
            <Button type="submit" loading={propose.isPending}>
              Değeri öner
            </Button>
          </form>
        </Card>
        <section aria-labelledby="my-proposals" className="space-y-3">
          <h2 id="my-proposals" className="text-lg font-semibold text-ink">
            Önerileriniz
          </h2>
          {proposals.isPending && <Skeleton className="h-24 w-full" />}
          {proposals.isError && (
            <p className="text-sm text-danger">Öneriler yüklenemedi. Sayfayı yenileyin.</p>
          )}
          {proposals.data?.results.length === 0 && (
            <EmptyState
              level={3}
              icon={<ListPlus className="h-7 w-7" />}
              title="Henüz öneriniz yok"
              description="Önerdiğiniz değerler burada durumlarıyla listelenir."
              className="rounded-card border border-line bg-card !py-8"
            />
          )}
          <ul className="space-y-2">
            {proposals.data?.results.map((p) => (
              <li key={p.id} className="rounded-lg border border-line bg-card p-3 text-sm">
                <div className="flex items-center justify-between gap-2">
                  <span className="flex items-center gap-2 font-semibold text-ink">
                    {p.hex && (
                      <span
                        aria-hidden="true"
                        className="inline-block h-4 w-4 rounded-full border border-line"
                        style={{ backgroundColor: p.hex }}
                      />
                    )}
                    {p.attribute.name}: {p.value}
                  </span>
                  <ReviewBadge status={p.status} />
                </div>
                <p className="mt-1 text-xs text-ink-muted">
                  {p.category.path} · {formatDate(p.submitted_at)}
                </p>
                <RejectionNote rejection={p.rejection} withNote />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
