import { DELETE_ACCOUNT_WORDS, type PrivacyConsents, type UpdateConsents } from '@carsi/shared';
import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Dialog, Skeleton } from '@/components/ui';
import { CheckboxField, FormAlert, TextField } from '@/components/form/form-field';
import { formatDateTime } from '@/lib/format';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { notify } from '@/lib/toast';
import {
  downloadMyData,
  forgetSession,
  useConsents,
  useDeleteAccount,
  useUpdateConsents,
} from '../api/privacy';
import { useCookieChoices } from '../cookie-choices';

type SwitchKey = Exclude<keyof UpdateConsents & keyof PrivacyConsents, 'kvkk_notice'>;

const SWITCHES: { key: SwitchKey; label: string }[] = [
  { key: 'marketing_email', label: 'Kampanya ve fırsatları e-posta ile almak istiyorum' },
  { key: 'marketing_sms', label: 'Kampanya ve fırsatları SMS ile almak istiyorum' },
  { key: 'cookies_analytics', label: 'Analitik çerezlere izin veriyorum' },
  { key: 'cookies_marketing', label: 'Pazarlama çerezlerine izin veriyorum' },
];

/**
 * "Gizlilik ve verilerim" on the account page: the KVKK notice acknowledged, each consent as a
 * switch that is recorded when changed, their history, a download of all data, and deleting
 * the account.
 */
export function PrivacyPanel() {
  const consents = useConsents();
  const update = useUpdateConsents();
  const saveCookies = useCookieChoices((s) => s.save);
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  function toggle(key: (typeof SWITCHES)[number]['key'], value: boolean) {
    update.mutate(
      { [key]: value },
      {
        onSuccess: (c) => {
          notify.success(value ? 'İzniniz kaydedildi.' : 'İzniniz geri alındı.');
          if (key.startsWith('cookies_'))
            saveCookies({
              analytics: c.cookies_analytics.granted,
              marketing: c.cookies_marketing.granted,
            });
        },
        onError: (e) => notify.error(serverDetail(e)),
      },
    );
  }

  async function download() {
    setDownloading(true);
    try {
      await downloadMyData();
      notify.success('Verileriniz indirildi.');
    } catch (e) {
      notify.error(serverDetail(e));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
        <ShieldCheck aria-hidden="true" className="h-5 w-5 text-accent-700" />
        Gizlilik ve verilerim
      </h2>
      {consents.isPending ? (
        <div role="status" aria-label="İzinler yükleniyor" className="mt-4 space-y-3">
          <Skeleton className="h-4 w-64" />
          <Skeleton className="h-4 w-56" />
          <Skeleton className="h-4 w-60" />
        </div>
      ) : consents.isError ? (
        <FormAlert>İzinleriniz yüklenemedi. Sayfayı yenileyip tekrar deneyin.</FormAlert>
      ) : (
        <>
          <p className="mt-2 text-sm text-ink-muted">
            {consents.data.kvkk_notice.at ? (
              <>
                <a
                  href="/idari/gizlilikpolitikasi"
                  className="font-semibold text-accent-700 underline underline-offset-2"
                >
                  KVKK Aydınlatma Metni
                </a>
                ’ni {formatDateTime(consents.data.kvkk_notice.at)} tarihinde onayladınız
                {consents.data.kvkk_notice.version
                  ? ` (sürüm ${consents.data.kvkk_notice.version})`
                  : ''}
                .
              </>
            ) : (
              'KVKK Aydınlatma Metni onayınız bulunmuyor.'
            )}
          </p>
          <fieldset className="mt-4 space-y-3" disabled={update.isPending}>
            <legend className="mb-1 font-semibold text-ink">İzinlerim</legend>
            {SWITCHES.map((s) => (
              <CheckboxField
                key={s.key}
                label={s.label}
                checked={consents.data[s.key].granted}
                hint={
                  consents.data[s.key].at
                    ? `Son değişiklik: ${formatDateTime(consents.data[s.key].at!)}`
                    : undefined
                }
                onChange={(e) => toggle(s.key, e.target.checked)}
              />
            ))}
          </fieldset>
          {consents.data.history.length > 0 && (
            <details className="mt-4 text-sm">
              <summary className="cursor-pointer font-semibold text-ink">Onay geçmişi</summary>
              <ul className="mt-2 space-y-1 text-ink-muted">
                {consents.data.history.map((h, i) => (
                  <li key={i}>
                    {formatDateTime(h.at)} · {h.label}: {h.granted ? 'verildi' : 'geri alındı'}
                    {h.ip ? ` · IP ${h.ip}` : ''}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
      <div className="mt-6 flex flex-col gap-3 border-t border-line pt-4 sm:flex-row">
        <Button
          variant="secondary"
          loading={downloading}
          leftIcon={<Download aria-hidden="true" className="h-4 w-4" />}
          onClick={() => void download()}
        >
          Verilerimi indir
        </Button>
        <Button
          variant="danger"
          leftIcon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
          onClick={() => setDeleting(true)}
        >
          Hesabımı sil
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </Card>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const mutation = useDeleteAccount();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    setFormError(null);
    mutation.mutate(
      { password, confirm },
      {
        onSuccess: (r) => {
          notify.success(r.detail, { duration: 8000 });
          // Off the guarded page first, so signing out here does not send us to the login.
          void Promise.resolve(navigate('/', { replace: true })).then(forgetSession);
        },
        onError: (err) => {
          setErrors(serverFieldErrors(err));
          setFormError(serverDetail(err));
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Hesabınızı silmek istediğinize emin misiniz?"
      description="Kişisel bilgileriniz, adresleriniz, favorileriniz ve sepetiniz silinir; değerlendirmeleriniz adsız kalır. Siparişleriniz ve faturalarınız yasal saklama süresi boyunca tutulur. Bu işlem geri alınamaz."
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextField
          label="Şifreniz"
          type="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label={`Onaylamak için “${DELETE_ACCOUNT_WORDS}” yazın`}
          value={confirm}
          error={errors.confirm}
          onChange={(e) => setConfirm(e.target.value)}
          autoComplete="off"
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" variant="danger" loading={mutation.isPending}>
            Hesabımı kalıcı olarak sil
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
