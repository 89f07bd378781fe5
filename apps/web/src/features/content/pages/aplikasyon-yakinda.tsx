import { Bell, Smartphone, Zap } from 'lucide-react';
import { paths } from '@/config/paths';
import { InfoLink, InfoPageLayout, InfoSection } from '../components/info-page-layout';

const features = [
  {
    icon: Bell,
    title: 'Anlık bildirimler',
    text: 'Siparişiniz kargoya verildiğinde, favori ürününüzün fiyatı düştüğünde haberiniz olsun.',
  },
  {
    icon: Zap,
    title: 'Hızlı alışveriş',
    text: 'Kayıtlı adreslerinizle siparişinizi birkaç dokunuşla tamamlayın.',
  },
  {
    icon: Smartphone,
    title: 'Barkodla arama',
    text: 'Mağazada gördüğünüz ürünün barkodunu okutup Çarşı’daki fiyatlarını karşılaştırın.',
  },
];

export default function AplikasyonYakindaPage() {
  return (
    <InfoPageLayout
      slug="aplikasyon-yakinda"
      lead="Çarşı’nın iOS ve Android uygulamaları üzerinde çalışıyoruz. O zamana kadar Çarşı, telefonunuzun tarayıcısında da eksiksiz çalışır."
    >
      <InfoSection title="Uygulamada neler olacak?">
        <ul className="grid gap-3 sm:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-card border border-line p-4">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-accent-50 text-accent-700">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <p className="mt-3 font-semibold text-ink">{title}</p>
              <p className="mt-1 text-sm">{text}</p>
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection title="Şimdiden ana ekranınıza ekleyin">
        <p>
          Telefonunuzun tarayıcısında Çarşı’yı açın ve paylaş menüsünden “Ana Ekrana Ekle”
          seçeneğine dokunun. Çarşı, bir uygulama gibi tek dokunuşla açılır.
        </p>
      </InfoSection>
      <InfoSection title="Haberdar olun">
        <p>
          Uygulamalar yayımlandığında üyelerimize e-postayla duyuracağız. Henüz üye değilseniz{' '}
          <InfoLink to={paths.register.path}>ücretsiz üye olun</InfoLink>.
        </p>
      </InfoSection>
    </InfoPageLayout>
  );
}
