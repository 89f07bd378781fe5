import {
  type BusinessSettings,
  type BusinessSettingsInput,
  formatIban,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
} from '@carsi/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Badge, Button, Card, Label, Skeleton } from '@/components/ui';
import { FieldError, FormAlert, TextField } from '@/components/form/form-field';
import {
  SelectField,
  useCargoCompanies,
  useCities,
  useDistricts,
  useInviteMember,
  useMembers,
  useNeighbourhoods,
  useRemoveMember,
  useSaveSettings,
  useSettings,
} from '@/features/businesses';
import { useActiveBusinessStore } from '@/lib/active-business-store';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { useSessionStore } from '@/lib/session-store';
import { notify } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = 'Mağaza ayarları';

/** "49,90" → 4990 kuruş; "" → null; anything else → NaN (the server answers in Turkish). */
export function parseTl(text: string): number | null {
  const t = text.trim().replace(/\./g, '').replace(',', '.');
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? Math.round(n * 100) : NaN;
}
const tlText = (kurus: number | null) =>
  kurus === null ? '' : (kurus / 100).toFixed(2).replace('.', ',');

interface Values {
  shipping_fee: string;
  free_shipping_threshold: string;
  dispatch_days: string;
  cargo_company: string;
  holiday: boolean;
  holiday_until: string;
  holiday_note: string;
  city_code: string;
  district: string;
  neighbourhood: string;
  address_line: string;
  email_notification_kinds: string[];
  iban: string;
  iban_holder: string;
}

function toValues(s: BusinessSettings): Values {
  return {
    shipping_fee: tlText(s.shipping_fee),
    free_shipping_threshold: tlText(s.free_shipping_threshold),
    dispatch_days: String(s.dispatch_days),
    cargo_company: s.cargo_company,
    holiday: s.holiday_until !== null,
    holiday_until: s.holiday_until ?? '',
    holiday_note: s.holiday_note ?? '',
    city_code: s.return_address ? String(s.return_address.city_code) : '',
    district: s.return_address?.district ?? '',
    neighbourhood: s.return_address?.neighbourhood ?? '',
    address_line: s.return_address?.address_line ?? '',
    email_notification_kinds: s.email_notification_kinds,
    iban: formatIban(s.iban ?? ''),
    iban_holder: s.iban_holder ?? '',
  };
}

function toBody(v: Values, owner: boolean): BusinessSettingsInput {
  return {
    shipping_fee: parseTl(v.shipping_fee) ?? 0,
    free_shipping_threshold: parseTl(v.free_shipping_threshold),
    dispatch_days: Number(v.dispatch_days),
    cargo_company: v.cargo_company as BusinessSettingsInput['cargo_company'],
    holiday_until: v.holiday ? v.holiday_until || null : null,
    holiday_note: v.holiday ? v.holiday_note.trim() || null : null,
    return_address: {
      city_code: Number(v.city_code) || 0,
      district: v.district,
      neighbourhood: v.neighbourhood,
      address_line: v.address_line,
    },
    email_notification_kinds:
      v.email_notification_kinds as BusinessSettingsInput['email_notification_kinds'],
    ...(owner && v.iban.trim() !== '' ? { iban: v.iban, iban_holder: v.iban_holder } : {}),
  };
}

function Section({
  title,
  children,
  badge,
}: {
  title: string;
  children: ReactNode;
  badge?: ReactNode;
}) {
  return (
    <Card as="section" padding="md" className="flex flex-col gap-4">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
        {title}
        {badge}
      </h2>
      {children}
    </Card>
  );
}

function SettingsForm({ settings }: { settings: BusinessSettings }) {
  const owner = settings.role === 'owner';
  const [v, setV] = useState<Values>(() => toValues(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveSettings();
  const cargo = useCargoCompanies();
  const cities = useCities();
  const il = v.city_code === '' ? null : Number(v.city_code);
  const districts = useDistricts(il);
  const neighbourhoods = useNeighbourhoods(il, v.district);
  const set = <K extends keyof Values>(k: K, value: Values[K]) =>
    setV((old) => ({ ...old, [k]: value }));
  const noteId = useId();

  // New settings from the server (after a save) replace the form's values; set during render, not
  // in an effect, so nothing typed in the first frame is overwritten.
  const [shown, setShown] = useState(settings);
  if (shown !== settings) {
    setShown(settings);
    setV(toValues(settings));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    setFormError(null);
    save.mutate(toBody(v, owner), {
      onSuccess: (s) =>
        notify.success(
          s.review ? 'Ayarlar kaydedildi; banka bilgisi onaya gönderildi' : 'Ayarlar kaydedildi',
        ),
      onError: (err) => {
        setErrors(serverFieldErrors(err));
        setFormError(serverDetail(err));
      },
    });
  }
  const err = (k: string) => errors[k];

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      <Section title="Kargo">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Kargo ücreti (TL)"
            inputMode="decimal"
            value={v.shipping_fee}
            onChange={(e) => set('shipping_fee', e.target.value)}
            error={err('shipping_fee')}
          />
          <TextField
            label="Ücretsiz kargo sınırı (TL)"
            labelNote="(boş: hiçbir zaman)"
            inputMode="decimal"
            value={v.free_shipping_threshold}
            onChange={(e) => set('free_shipping_threshold', e.target.value)}
            error={err('free_shipping_threshold')}
          />
          <TextField
            label="Kargoya verme süresi (iş günü)"
            labelNote="(0: aynı gün kargo)"
            type="number"
            min={0}
            max={10}
            value={v.dispatch_days}
            onChange={(e) => set('dispatch_days', e.target.value)}
            error={err('dispatch_days')}
          />
          <SelectField
            label="Varsayılan kargo firması"
            name="cargo_company"
            placeholder="Kargo firması seçin"
            value={v.cargo_company}
            onChange={(x) => set('cargo_company', x)}
            options={(cargo.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
            error={err('cargo_company')}
          />
        </div>
      </Section>

      <Section
        title="Tatil modu"
        badge={
          settings.on_holiday ? (
            <Badge tone="warning">Tatilde: ürünleriniz listelenmiyor</Badge>
          ) : null
        }
      >
        <label className="flex items-center gap-2 text-ink">
          <input
            type="checkbox"
            checked={v.holiday}
            onChange={(e) => set('holiday', e.target.checked)}
          />
          Tatildeyim: tarihe kadar ürünlerimi listelerden kaldır
        </label>
        {v.holiday && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Son tatil günü"
              type="date"
              value={v.holiday_until}
              onChange={(e) => set('holiday_until', e.target.value)}
              error={err('holiday_until')}
            />
            <div>
              <Label htmlFor={noteId}>Alıcılara not</Label>
              <textarea
                id={noteId}
                rows={2}
                maxLength={300}
                value={v.holiday_note}
                onChange={(e) => set('holiday_note', e.target.value)}
                className="block w-full rounded-xl border border-line bg-card p-3 text-base text-ink"
              />
              <FieldError id={`${noteId}-error`} message={err('holiday_note')} />
            </div>
          </div>
        )}
      </Section>

      <Section title="İade adresi">
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="İl"
            name="city_code"
            placeholder="İl seçin"
            value={v.city_code}
            onChange={(x) => setV((o) => ({ ...o, city_code: x, district: '', neighbourhood: '' }))}
            options={(cities.data ?? []).map((c) => ({ value: String(c.code), label: c.name }))}
            error={err('return_address.city_code')}
          />
          <SelectField
            label="İlçe"
            name="district"
            placeholder="İlçe seçin"
            disabled={il === null}
            value={v.district}
            onChange={(x) => setV((o) => ({ ...o, district: x, neighbourhood: '' }))}
            options={(districts.data ?? []).map((d) => ({ value: d.name, label: d.name }))}
            error={err('return_address.district')}
          />
          <SelectField
            label="Mahalle"
            name="neighbourhood"
            placeholder="Mahalle seçin"
            disabled={v.district === ''}
            value={v.neighbourhood}
            onChange={(x) => set('neighbourhood', x)}
            options={(neighbourhoods.data ?? []).map((n) => ({ value: n.name, label: n.name }))}
            error={err('return_address.neighbourhood')}
          />
        </div>
        <TextField
          label="Açık adres"
          value={v.address_line}
          onChange={(e) => set('address_line', e.target.value)}
          error={err('return_address.address_line')}
        />
      </Section>

      <Section title="E-posta bildirimleri">
        <p className="text-sm text-ink-muted">
          Panelde her bildirim görünür; seçtikleriniz ayrıca e-postayla gelir.
        </p>
        <div className="grid gap-2 sm:grid-cols-3" role="group" aria-label="E-posta bildirimleri">
          {NOTIFICATION_KINDS.map((k) => (
            <label key={k} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                checked={v.email_notification_kinds.includes(k)}
                onChange={(e) =>
                  set(
                    'email_notification_kinds',
                    e.target.checked
                      ? [...v.email_notification_kinds, k]
                      : v.email_notification_kinds.filter((x) => x !== k),
                  )
                }
              />
              {NOTIFICATION_KIND_LABELS[k]}
            </label>
          ))}
        </div>
      </Section>

      <Section
        title="Banka bilgileri"
        badge={settings.review ? <Badge tone="warning">Değişiklik onay bekliyor</Badge> : null}
      >
        {owner ? (
          <>
            <p className="text-sm text-ink-muted">
              IBAN değişikliği Çarşı ekibinin onayına gider; mağazanız bu sırada açık kalır.
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="IBAN"
                value={v.iban}
                maxLength={32}
                onChange={(e) => set('iban', formatIban(e.target.value).slice(0, 32))}
                error={err('iban')}
              />
              <TextField
                label="Hesap sahibi"
                value={v.iban_holder}
                onChange={(e) => set('iban_holder', e.target.value)}
                error={err('iban_holder')}
              />
            </div>
          </>
        ) : (
          <p className="text-sm text-ink-muted">
            IBAN: {settings.iban ? formatIban(settings.iban) : '—'}. Banka bilgilerini yalnızca
            işletme sahibi değiştirebilir.
          </p>
        )}
      </Section>

      <div>
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? 'Kaydediliyor…' : 'Ayarları kaydet'}
        </Button>
      </div>
    </form>
  );
}

function Team({ owner, businessId }: { owner: boolean; businessId: number | null }) {
  const members = useMembers(businessId);
  const invite = useInviteMember();
  const remove = useRemoveMember();
  const me = useSessionStore((s) => s.user?.id);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  return (
    <Section title="Ekip">
      {members.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : (
        <ul className="divide-y divide-line">
          {members.data?.results.map((m) => (
            <li key={m.user_id} className="flex flex-wrap items-center gap-2 py-2">
              <span className="font-medium text-ink">{m.name}</span>
              <span className="text-sm text-ink-muted">{m.email}</span>
              <Badge tone={m.role === 'owner' ? 'accent' : 'neutral'}>
                {m.role === 'owner' ? 'Sahip' : 'Personel'}
              </Badge>
              {owner && m.role !== 'owner' && m.user_id !== me && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="ml-auto"
                  onClick={() =>
                    remove.mutate(m.user_id, {
                      onSuccess: () => notify.success(`${m.name} ekipten çıkarıldı`),
                      onError: (e) => notify.error(serverDetail(e)),
                    })
                  }
                >
                  Çıkar
                </Button>
              )}
            </li>
          ))}
          {members.data?.invitations.map((i) => (
            <li key={`i${i.id}`} className="flex flex-wrap items-center gap-2 py-2">
              <span className="text-ink">{i.email}</span>
              <Badge tone="warning">Davet gönderildi</Badge>
            </li>
          ))}
        </ul>
      )}
      {owner ? (
        <form
          noValidate
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            setError(undefined);
            invite.mutate(
              { email, role: 'staff' },
              {
                onSuccess: (r) => {
                  notify.success(r.detail);
                  setEmail('');
                },
                onError: (err) => setError(serverFieldErrors(err).email ?? serverDetail(err)),
              },
            );
          }}
        >
          <TextField
            className="flex-1"
            label="Personel davet et (e-posta)"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
          />
          <Button type="submit" disabled={invite.isPending}>
            Davet et
          </Button>
        </form>
      ) : (
        <p className="text-sm text-ink-muted">Ekibi yalnızca işletme sahibi yönetebilir.</p>
      )}
    </Section>
  );
}

/** /dashboard/settings: shipping, holiday, return address, e-mail notifications, bank and team. */
export function DashboardSettingsPage() {
  usePageTitle(TITLE);
  const businessId = useActiveBusinessStore((s) => s.businessId);
  const query = useSettings(businessId);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink">{TITLE}</h1>
      {query.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : query.isError ? (
        <p role="alert" className="text-danger">
          {serverDetail(query.error)}
        </p>
      ) : (
        <>
          <SettingsForm settings={query.data} />
          <Team owner={query.data.role === 'owner'} businessId={businessId} />
        </>
      )}
    </div>
  );
}
