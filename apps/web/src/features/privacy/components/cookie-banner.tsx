import { COOKIE_CHOSEN_CLASS } from '@carsi/shared';
import { Cookie } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button, useHydrated } from '@/components/ui';
import { CheckboxField } from '@/components/form/form-field';
import { COOKIE_PREFERENCES_EVENT } from '@/lib/cookie-preferences';
import { useSessionStore } from '@/lib/session-store';
import { sendConsents } from '../api/send-consents';
import { markChosen, useCookieChoices } from '../cookie-choices';

export const COOKIE_POLICY_PATH = '/idari/cerez_politikası';

/**
 * The cookie banner: necessary cookies only until the visitor chooses; "Tümünü kabul et",
 * "Yalnızca gerekli" and "Tercihleri yönet" have equal weight (no nudging, as the KVKK
 * Authority's cookie guide asks). A signed-in user's choice also goes on their consent record.
 */
export function CookieBanner() {
  const choices = useCookieChoices((s) => s.choices);
  const save = useCookieChoices((s) => s.save);
  const signedIn = useSessionStore((s) => s.status === 'authenticated');
  const [managing, setManaging] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const titleId = useId();
  const reopen = useCookieChoices((s) => s.reopen);
  // A server-rendered page always carries the banner (the server cannot read this browser's
  // storage), hidden by CSS for a browser whose `carsi_cc` cookie says it has chosen; it paints
  // with the page for a first visit instead of after the script. Hydration renders it the same,
  // and it goes once the page runs if a choice is stored.
  const hydrated = useHydrated();
  useEffect(() => {
    // The class only bridges the time before hydration: from now on React decides (a banner
    // reopened from the footer must show).
    document.body.classList.remove(COOKIE_CHOSEN_CLASS);
    // A choice stored before the cookie existed: mark it, so the next rendered page hides it.
    if (useCookieChoices.getState().choices) markChosen(true);
  }, []);
  useEffect(() => {
    const open = () => {
      const now = useCookieChoices.getState().choices;
      setAnalytics(now?.analytics ?? false);
      setMarketing(now?.marketing ?? false);
      setManaging(true);
      reopen();
    };
    window.addEventListener(COOKIE_PREFERENCES_EVENT, open);
    return () => window.removeEventListener(COOKIE_PREFERENCES_EVENT, open);
  }, [reopen]);
  if (choices && hydrated) return null;

  function choose(choice: { analytics: boolean; marketing: boolean }) {
    save(choice);
    if (signedIn)
      void sendConsents({
        cookies_analytics: choice.analytics,
        cookies_marketing: choice.marketing,
      }).catch(() => undefined);
  }

  return (
    <section
      role="region"
      aria-labelledby={titleId}
      data-cookie-banner
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white/95 shadow-[0_-8px_24px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 sm:px-6 lg:flex-row lg:items-end">
        <div className="flex-1">
          <h2 id={titleId} className="flex items-center gap-2 font-semibold text-ink">
            <Cookie aria-hidden="true" className="h-5 w-5 text-accent-700" />
            Çerez tercihleriniz
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Sitenin çalışması için gerekli çerezleri kullanıyoruz. Analitik ve pazarlama çerezleri
            yalnızca izin verirseniz kullanılır; tercihinizi istediğiniz zaman değiştirebilirsiniz.{' '}
            <a
              href={COOKIE_POLICY_PATH}
              className="font-semibold text-accent-700 underline underline-offset-2 hover:text-ink"
            >
              Çerez Politikası
            </a>
          </p>
          {managing && (
            <fieldset className="mt-3 grid gap-2 sm:grid-cols-3">
              <legend className="sr-only">Çerez türleri</legend>
              <CheckboxField label="Gerekli çerezler (her zaman açık)" checked disabled readOnly />
              <CheckboxField
                label="Analitik çerezler"
                checked={analytics}
                onChange={(e) => setAnalytics(e.target.checked)}
              />
              <CheckboxField
                label="Pazarlama çerezleri"
                checked={marketing}
                onChange={(e) => setMarketing(e.target.checked)}
              />
            </fieldset>
          )}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          {managing ? (
            <Button onClick={() => choose({ analytics, marketing })}>Seçimleri kaydet</Button>
          ) : (
            <Button variant="secondary" onClick={() => setManaging(true)}>
              Tercihleri yönet
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={() => choose({ analytics: false, marketing: false })}
          >
            Yalnızca gerekli
          </Button>
          <Button onClick={() => choose({ analytics: true, marketing: true })}>
            Tümünü kabul et
          </Button>
        </div>
      </div>
      <span data-cookie-banner-end hidden />
    </section>
  );
}
