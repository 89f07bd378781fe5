import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { contact } from '../contact';
import { InfoLink, InfoPageLayout, InfoSection, Mail } from '../components/info-page-layout';

const faqs: Array<{ q: string; a: ReactNode }> = [
  {
    q: 'Siparişim nerede?',
    a: (
      <>
        Siparişinizin durumunu ve kargo takip numarasını{' '}
        <InfoLink to={paths.orders.path}>Siparişlerim</InfoLink> sayfasında görebilirsiniz. Farklı
        satıcılardan aldığınız ürünler ayrı paketlerde gelir; her paketin durumu ayrı gösterilir.
      </>
    ),
  },
  {
    q: 'Siparişimi iptal edebilir miyim?',
    a: 'Paket kargoya verilmeden önce Siparişlerim sayfasından iptal edebilirsiniz. İptal edilen ürünün tutarı, ödeme yaptığınız yönteme iade edilir; bankanıza bağlı olarak hesabınıza yansıması birkaç iş günü sürebilir.',
  },
  {
    q: 'Ürünü nasıl iade ederim?',
    a: (
      <>
        Teslimattan itibaren 14 gün içinde Siparişlerim sayfasından iade talebi oluşturun, size
        verilen iade koduyla ürünü kargoya teslim edin. Satıcı ürünü inceleyip onayladığında
        ödemeniz iade edilir. Ayrıntılar{' '}
        <InfoLink to={paths.info.sartlar_ve_kosullar.path}>Şartlar ve koşullar</InfoLink>{' '}
        sayfasındadır.
      </>
    ),
  },
  {
    q: 'Hangi ödeme yöntemlerini kullanabilirim?',
    a: 'Kredi kartı, banka kartı ve Çarşı Cüzdan bakiyenizle ödeme yapabilirsiniz. Kart ödemeleri 3D Secure ile doğrulanır; uygun kartlarda taksit seçenekleri ödeme adımında gösterilir.',
  },
  {
    q: 'Ürün hakkında satıcıya nasıl soru sorarım?',
    a: (
      <>
        Ürün sayfasındaki “Satıcıya sor” bölümünden soru sorabilir, siparişlerinizle ilgili
        yazışmalarınızı <InfoLink to={paths.inbox.path}>Mesaj kutusu</InfoLink> sayfasından takip
        edebilirsiniz.
      </>
    ),
  },
  {
    q: 'Şifremi unuttum, ne yapmalıyım?',
    a: (
      <>
        <InfoLink to={paths.forgotPassword.path}>Şifremi unuttum</InfoLink> sayfasından e-posta
        adresinizi girin; size yeni şifre belirleme bağlantısı gönderilir.
      </>
    ),
  },
  {
    q: 'Hesabıma tanımadığım bir cihazdan girilmiş olabilir mi?',
    a: (
      <>
        <InfoLink to={paths.sessions.path}>Oturumlarım</InfoLink> sayfasında hesabınıza bağlı tüm
        cihazları görür, tanımadığınız oturumu tek tıkla kapatabilirsiniz. Ardından şifrenizi
        değiştirmenizi öneririz.
      </>
    ),
  },
];

export default function DestekPage() {
  return (
    <InfoPageLayout
      slug="destek-sayfasi"
      lead="Sık sorulan soruların yanıtlarını aşağıda bulabilirsiniz. Aradığınız yanıt burada yoksa müşteri hizmetlerimize yazın."
    >
      <InfoSection title="Sık sorulan sorular">
        <div className="flex flex-col divide-y divide-line rounded-card border border-line">
          {faqs.map((f) => (
            <details
              key={f.q}
              className="group px-4 py-3 [&_summary::-webkit-details-marker]:hidden"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-semibold text-ink">
                {f.q}
                <span
                  aria-hidden="true"
                  className="text-xl leading-none text-accent-700 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="mt-2">{f.a}</p>
            </details>
          ))}
        </div>
      </InfoSection>
      <InfoSection title="Kargo ve teslimat">
        <p>
          Kargo ücretleri, teslimat süreleri ve hasarlı paketlerde ne yapmanız gerektiği{' '}
          <InfoLink to={paths.info.kargolamabilgileri.path}>Kargo ve teslimat bilgileri</InfoLink>{' '}
          sayfasında anlatılıyor.
        </p>
      </InfoSection>
      <InfoSection title="Bize yazın">
        <p>
          Müşteri hizmetlerimize <Mail address={contact.support} /> adresinden ulaşabilirsiniz (
          {contact.hours}). Diğer iletişim kanalları{' '}
          <InfoLink to={paths.info.iletisim.path}>İletişim</InfoLink> sayfasındadır.
        </p>
      </InfoSection>
    </InfoPageLayout>
  );
}
