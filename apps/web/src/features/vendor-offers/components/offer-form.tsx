import type { VendorOffer } from '@carsi/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui';
import { FormAlert, TextField } from '@/components/form/form-field';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { useCreateOffer } from '../api/vendor-offers';
import {
  EMPTY_OFFER_FORM,
  type OfferFormErrors,
  type OfferFormValues,
  readOfferForm,
} from '../lib/offer-form';

const SERVER_FIELDS: Record<string, keyof OfferFormValues> = {
  price: 'price',
  list_price: 'listPrice',
  stock: 'stock',
  dispatch_days: 'dispatchDays',
};

/** Price, list price, stock and dispatch days of a new offer on one variant. */
export function OfferForm({
  variantId,
  onCreated,
  onCancel,
}: {
  variantId: number;
  onCreated: (offer: VendorOffer) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<OfferFormValues>(EMPTY_OFFER_FORM);
  const [errors, setErrors] = useState<OfferFormErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const create = useCreateOffer();

  const field = (name: keyof OfferFormValues) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setAlert(null);
    const read = readOfferForm(variantId, values);
    if (read.errors) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    try {
      onCreated(await create.mutateAsync(read.body));
    } catch (err) {
      const fields = serverFieldErrors(err);
      const mapped: OfferFormErrors = {};
      for (const [k, msg] of Object.entries(fields))
        if (SERVER_FIELDS[k]) mapped[SERVER_FIELDS[k]] = msg;
      setErrors(mapped);
      setAlert(Object.keys(mapped).length > 0 ? null : serverDetail(err));
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-label="Satış bilgileri">
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Satış fiyatı (TL)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="ör. 1.299,90"
          {...field('price')}
        />
        <TextField
          label="Liste fiyatı (TL)"
          labelNote="(isteğe bağlı)"
          inputMode="decimal"
          autoComplete="off"
          hint="Üstü çizili gösterilir; satış fiyatından düşük olamaz."
          {...field('listPrice')}
        />
        <TextField label="Stok (adet)" inputMode="numeric" autoComplete="off" {...field('stock')} />
        <TextField
          label="Kargoya verme süresi (gün)"
          labelNote="(isteğe bağlı)"
          inputMode="numeric"
          autoComplete="off"
          hint="Boş bırakırsanız mağaza ayarınız geçerli olur."
          {...field('dispatchDays')}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={create.isPending}>
          Satışa başla
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Vazgeç
        </Button>
      </div>
    </form>
  );
}
