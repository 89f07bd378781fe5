import { paths } from '@/config/paths';
import { InfoLink, InfoList, InfoPageLayout, InfoSection } from '../components/info-page-layout';

export default function SartlarVeKosullarPage() {
  return (
    <InfoPageLayout
      slug="sartlar_ve_kosullar"
      updated="1 Ocak 2026"
      lead="Bu koşullar, Çarşı’yı ziyaret eden ve üye olan herkes için geçerlidir. Siteyi kullanarak bu koşulları kabul etmiş olursunuz; lütfen dikkatle okuyun."
    >
      <InfoSection title="1. Çarşı’nın rolü">
        <p>
          Çarşı, 6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun kapsamında bir{' '}
          <strong>aracı hizmet sağlayıcıdır</strong>. Ürünler, mağaza sayfalarında adı ve bilgileri
          gösterilen satıcılar tarafından satılır. Satın aldığınız ürüne ilişkin mesafeli satış
          sözleşmesi siz ile satıcı arasında kurulur; sözleşme ve ön bilgilendirme formu ödeme
          adımında gösterilir ve onayınız kaydedilir.
        </p>
      </InfoSection>
      <InfoSection title="2. Üyelik ve hesap güvenliği">
        <InfoList
          items={[
            'Üye olmak için 18 yaşını doldurmuş olmanız ve doğru bilgi vermeniz gerekir.',
            'Şifrenizin gizliliğinden siz sorumlusunuz. Tanımadığınız bir giriş görürseniz şifrenizi değiştirin ve ilgili oturumu kapatın.',
            'Hesabınızı başkasına devredemezsiniz. Koşulları ihlal eden hesaplar askıya alınabilir.',
          ]}
        />
        <p>
          Hesabınıza bağlı cihazları <InfoLink to={paths.sessions.path}>Oturumlarım</InfoLink>{' '}
          sayfasında görebilirsiniz.
        </p>
      </InfoSection>
      <InfoSection title="3. Fiyatlar ve ödeme">
        <p>
          Ürün fiyatlarına KDV dahildir. Kargo ücreti, sepette satıcı bazında ayrıca gösterilir.
          Ödeme sırasında fiyatlar yeniden hesaplanır; sepete eklediğiniz andan sonra değişen bir
          fiyat olursa ödemeden önce güncel fiyat size gösterilir. Açık bir fiyat hatası durumunda
          satıcı siparişi iptal edebilir ve ödediğiniz tutar eksiksiz iade edilir.
        </p>
      </InfoSection>
      <InfoSection title="4. Cayma hakkı ve iade">
        <p>
          Mesafeli Sözleşmeler Yönetmeliği uyarınca, ürünü teslim aldığınız tarihten itibaren{' '}
          <strong>14 gün</strong> içinde gerekçe göstermeden cayma hakkınız vardır. İade talebinizi{' '}
          <InfoLink to={paths.orders.path}>Siparişlerim</InfoLink> sayfasından oluşturabilirsiniz.
          Ambalajı açılmış kişisel bakım ürünleri, çabuk bozulan ürünler ve size özel üretilen
          ürünler gibi yönetmelikte sayılan istisnalarda cayma hakkı kullanılamaz.
        </p>
        <p>
          İade onaylandığında ödemeniz, ödeme yaptığınız yönteme veya tercih ederseniz Çarşı
          Cüzdan’ınıza iade edilir.
        </p>
      </InfoSection>
      <InfoSection title="5. Değerlendirmeler ve içerik">
        <p>
          Ürün değerlendirmesi yalnızca ürünü satın alıp teslim almış üyeler tarafından yapılabilir.
          Hakaret, kişisel veri, reklam veya yanıltıcı bilgi içeren değerlendirme ve sorular
          yayından kaldırılır.
        </p>
      </InfoSection>
      <InfoSection title="6. Fikri mülkiyet">
        <p>
          Çarşı’nın adı, logosu ve tasarımı Çarşı’ya; ürün görselleri ve açıklamaları ilgili
          satıcılara veya hak sahiplerine aittir. İzinsiz kopyalanamaz ve ticari amaçla
          kullanılamaz.
        </p>
      </InfoSection>
      <InfoSection title="7. Uyuşmazlıklar">
        <p>
          Şikâyetlerinizi önce müşteri hizmetlerimize iletmenizi rica ederiz. Uyuşmazlık hâlinde,
          her yıl Ticaret Bakanlığınca ilan edilen parasal sınırlar içinde yerleşim yerinizdeki{' '}
          <strong>Tüketici Hakem Heyetine</strong>, bu sınırların üzerindeki uyuşmazlıklarda{' '}
          <strong>Tüketici Mahkemelerine</strong> başvurabilirsiniz.
        </p>
      </InfoSection>
      <InfoSection title="8. Değişiklikler">
        <p>
          Bu koşullar güncellenebilir. Önemli değişiklikleri yürürlüğe girmeden önce size e-postayla
          veya site üzerinden bildiririz. Güncel metin her zaman bu sayfadadır.
        </p>
      </InfoSection>
    </InfoPageLayout>
  );
}
