import { contact } from '../contact';
import { InfoList, InfoPageLayout, InfoSection, Mail } from '../components/info-page-layout';

export default function KariyerPage() {
  return (
    <InfoPageLayout
      slug="kariyer-sayfasi"
      lead="Çarşı’yı; alışveriş yapanların güvendiği, satıcıların büyüdüğü bir pazar yeri hâline getirmek için birlikte çalışacağımız arkadaşlar arıyoruz."
    >
      <InfoSection title="Nasıl çalışıyoruz?">
        <InfoList
          items={[
            <>
              <strong>Küçük ve sahiplenen ekipler.</strong> Her ekip bir müşteri sorununu baştan
              sona üstlenir.
            </>,
            <>
              <strong>Önce kullanıcı.</strong> Kararlarımızı alışveriş yapanların ve satıcıların
              gerçek deneyimine bakarak veririz.
            </>,
            <>
              <strong>Açık iletişim.</strong> Hedeflerimizi, sonuçlarımızı ve hatalarımızı şeffafça
              paylaşırız.
            </>,
            <>
              <strong>Esnek çalışma.</strong> İstanbul ofisimizden veya Türkiye’nin herhangi bir
              yerinden uzaktan çalışabilirsiniz.
            </>,
          ]}
        />
      </InfoSection>
      <InfoSection title="Ekiplerimiz">
        <InfoList
          items={[
            'Yazılım geliştirme: web, mobil, arama ve ödeme altyapısı',
            'Ürün ve tasarım',
            'Satıcı başarısı: yeni satıcıların mağazalarını kurmasına ve büyümesine yardım eder',
            'Müşteri deneyimi: alışveriş yapanlara destek verir',
            'Operasyon, finans ve hukuk',
          ]}
        />
      </InfoSection>
      <InfoSection title="Başvuru">
        <p>
          Açık pozisyonlar bu sayfada yayımlanacak. Şimdiden tanışmak isterseniz özgeçmişinizi ve
          ilgilendiğiniz alanı <Mail address={contact.careers} /> adresine gönderebilirsiniz.
          Başvurunuzdaki kişisel veriler yalnızca işe alım sürecinde kullanılır ve süreç sonunda,
          onayınız olmadıkça silinir.
        </p>
        <p>
          Çarşı; dil, din, ırk, cinsiyet, yaş ve engellilik durumu gözetmeksizin eşit fırsat
          ilkesine bağlıdır.
        </p>
      </InfoSection>
    </InfoPageLayout>
  );
}
