import { Clock, Mail as MailIcon, MapPin, MessageSquare } from 'lucide-react';
import { paths } from '@/config/paths';
import { contact } from '../contact';
import { InfoLink, InfoPageLayout, InfoSection, Mail } from '../components/info-page-layout';

const channels = [
  {
    title: 'Müşteri hizmetleri',
    text: 'Sipariş, ödeme, iade ve hesap sorularınız',
    address: contact.support,
  },
  {
    title: 'Satıcı destek',
    text: 'Mağaza açma ve mağaza paneliyle ilgili sorular',
    address: contact.sellers,
  },
  {
    title: 'Kişisel veriler (KVKK)',
    text: 'Kişisel verilerinizle ilgili başvurular',
    address: contact.privacy,
  },
  {
    title: 'Basın ve genel iletişim',
    text: 'Basın, öneri ve diğer konular',
    address: contact.press,
  },
];

export default function IletisimPage() {
  return (
    <InfoPageLayout
      slug="iletisim"
      lead="Size en hızlı yardımı sunabilmemiz için konunuza uygun kanalı seçin. Siparişle ilgili sorularda sipariş numaranızı yazmayı unutmayın."
    >
      <InfoSection title="Siparişinizle ilgili sorular">
        <p className="flex items-start gap-2">
          <MessageSquare aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-accent-700" />
          <span>
            Bir siparişle ilgili en hızlı yanıtı, ürünü gönderen satıcıya{' '}
            <InfoLink to={paths.orders.path}>Siparişlerim</InfoLink> sayfasından veya{' '}
            <InfoLink to={paths.inbox.path}>Mesaj kutusu</InfoLink> üzerinden yazarak alırsınız.
            Satıcıdan yanıt alamazsanız müşteri hizmetlerimize yazın; konuyu satıcıyla birlikte
            takip ederiz.
          </span>
        </p>
      </InfoSection>
      <InfoSection title="E-posta adreslerimiz">
        <ul className="grid gap-3 sm:grid-cols-2">
          {channels.map((c) => (
            <li key={c.address} className="rounded-card border border-line p-4">
              <p className="flex items-center gap-2 font-semibold text-ink">
                <MailIcon aria-hidden="true" className="h-4 w-4 text-accent-700" />
                {c.title}
              </p>
              <p className="mt-1 text-sm">{c.text}</p>
              <p className="mt-2 text-sm">
                <Mail address={c.address} />
              </p>
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection title="Çalışma saatleri ve adres">
        <p className="flex items-center gap-2">
          <Clock aria-hidden="true" className="h-4 w-4 shrink-0 text-accent-700" />
          {contact.hours}. E-postalarınızı çalışma saatleri içinde geliş sırasına göre yanıtlıyoruz.
        </p>
        <p className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-accent-700" />
          Merkez: {contact.city}
        </p>
      </InfoSection>
    </InfoPageLayout>
  );
}
