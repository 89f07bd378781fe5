import { COOKIE_PREFERENCES_EVENT } from '@/lib/cookie-preferences';
import { CreditCard, Lock, RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { Logo } from '@/components/ui/logo';
import { infoGroups, infoPages, paths } from '@/config/paths';

const promises = [
  { icon: Truck, title: 'Hızlı kargo', text: 'Siparişin adım adım takipte' },
  { icon: RotateCcw, title: 'Kolay iade', text: 'Teslimattan sonra 14 gün içinde' },
  {
    icon: ShieldCheck,
    title: 'Doğrulanmış satıcılar',
    text: 'Vergi kaydı kontrol edilen iş yerleri',
  },
  { icon: Lock, title: 'Güvenli ödeme', text: '3D Secure ve SSL ile korunur' },
];

const paymentMarks = ['VISA', 'Mastercard', 'troy', 'American Express'];

export function Footer() {
  return (
    <footer className="mt-16 border-t border-line bg-card">
      <Container>
        <ul className="grid grid-cols-2 gap-4 border-b border-line py-8 lg:grid-cols-4">
          {promises.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex items-start gap-3">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <span>
                <span className="block text-sm font-semibold text-ink">{title}</span>
                <span className="block text-xs text-ink-muted">{text}</span>
              </span>
            </li>
          ))}
        </ul>

        <div className="grid gap-10 py-10 md:grid-cols-[1fr_2.5fr]">
          <div className="max-w-xs">
            <Link
              to={paths.home.path}
              aria-label="Çarşı ana sayfa"
              className="inline-block rounded-xl"
            >
              <Logo />
            </Link>
            <p className="mt-4 text-sm leading-relaxed text-ink-muted">
              Doğrulanmış satıcıların ürünleri tek çarşıda. Güvenle öde, siparişini kapına kadar
              takip et.
            </p>
          </div>
          <nav
            aria-label="Kurumsal ve yardım bağlantıları"
            className="grid grid-cols-2 gap-8 sm:grid-cols-3"
          >
            {infoGroups.map((group) => (
              <div key={group}>
                <h2 className="text-sm font-bold tracking-wide text-ink">{group}</h2>
                <ul className="mt-4 flex flex-col gap-2.5">
                  {infoPages
                    .filter((p) => p.group === group)
                    .map((p) => (
                      <li key={p.slug}>
                        <Link
                          to={p.path}
                          className="text-sm text-ink-muted hover:text-accent-700 hover:underline"
                        >
                          {p.title}
                        </Link>
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <div className="flex flex-col gap-4 border-t border-line py-6 md:flex-row md:items-center md:justify-between">
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <ShieldCheck aria-hidden="true" className="h-4 w-4 shrink-0 text-success" />
            Ödemeleriniz 256-bit SSL ve 3D Secure ile korunur; kart bilgileriniz Çarşı'da saklanmaz.
          </p>
          <ul className="flex flex-wrap items-center gap-2" aria-label="Kabul edilen kartlar">
            {paymentMarks.map((m) => (
              <li
                key={m}
                className="inline-flex h-7 items-center gap-1 rounded-md border border-line bg-surface px-2 text-xs font-bold text-ink-muted"
              >
                <CreditCard aria-hidden="true" className="h-3.5 w-3.5" />
                {m}
              </li>
            ))}
          </ul>
        </div>
        <p className="pb-8 text-xs text-ink-subtle">
          © 2026 Çarşı. Tüm hakları saklıdır. Fiyatlara KDV dahildir.{' '}
          <button
            type="button"
            className="font-semibold underline underline-offset-2 hover:text-ink focus-visible:outline-2 focus-visible:outline-accent-600"
            onClick={() => window.dispatchEvent(new Event(COOKIE_PREFERENCES_EVENT))}
          >
            Çerez tercihleri
          </button>
        </p>
      </Container>
    </footer>
  );
}
