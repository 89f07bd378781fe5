import { paths } from '@/config/paths';
import { InfoLink, InfoList, InfoPageLayout, InfoSection } from '../components/info-page-layout';

export default function HakkimizdaPage() {
  return (
    <InfoPageLayout
      slug="hakkimizda"
      lead="Çarşı, Türkiye’nin dört bir yanındaki doğrulanmış satıcıları alışveriş yapanlarla buluşturan bir çevrim içi pazar yeridir. Mahalle çarşısının güvenini ve samimiyetini internete taşımak için yola çıktık."
    >
      <InfoSection title="Neden Çarşı?">
        <p>
          Eskiden alışveriş, esnafını tanıdığın çarşıda yapılırdı: ürünü elinle tutar, fiyatı sorar,
          bir sorun olduğunda kime gideceğini bilirdin. Çarşı aynı güveni çevrim içi alışverişte
          kurmayı amaçlar. Her ürünün kimin tarafından satıldığı, hangi fiyattan ve hangi koşullarla
          gönderildiği açıkça görünür.
        </p>
        <p>
          Elektronikten modaya, ev ve yaşamdan kozmetiğe, kitaptan oto aksesuarına kadar pek çok
          kategoride, aynı ürünü birden fazla satıcının tekliflerini karşılaştırarak satın
          alabilirsiniz.
        </p>
      </InfoSection>
      <InfoSection title="İlkelerimiz">
        <InfoList
          items={[
            <>
              <strong>Doğrulanmış satıcılar.</strong> Çarşı’da yalnızca vergi kaydı ve iş yeri
              bilgileri kontrol edilen işletmeler satış yapabilir.
            </>,
            <>
              <strong>Açık fiyat.</strong> Gördüğünüz fiyata KDV dahildir; kargo ücreti sepette,
              ödemeden önce gösterilir.
            </>,
            <>
              <strong>Güvenli ödeme.</strong> Kart ödemeleri 3D Secure ile doğrulanır; kart
              bilgileriniz Çarşı’da saklanmaz.
            </>,
            <>
              <strong>Kişisel verilere saygı.</strong> Yalnızca hizmet için gereken verileri işler,
              reklam amaçlı üçüncü taraf çerezleri kullanmayız.
            </>,
          ]}
        />
      </InfoSection>
      <InfoSection title="Satıcılar için">
        <p>
          Küçük bir atölyeden büyük bir markaya kadar her işletme Çarşı’da mağaza açabilir. Mağaza
          paneli; sipariş, ürün, kampanya ve müşteri sorularını tek yerden yönetmenizi sağlar.
          Ayrıntılar için <InfoLink to={paths.info['is-birligi'].path}>İş birliği</InfoLink>{' '}
          sayfasına göz atın.
        </p>
      </InfoSection>
      <InfoSection title="Bize ulaşın">
        <p>
          Öneri, soru ve iş birliği talepleriniz için{' '}
          <InfoLink to={paths.info.iletisim.path}>İletişim</InfoLink> sayfamızdaki adresleri
          kullanabilirsiniz. Siparişlerinizle ilgili yardım için{' '}
          <InfoLink to={paths.info['destek-sayfasi'].path}>Yardım ve destek</InfoLink> sayfası en
          hızlı yoldur.
        </p>
      </InfoSection>
    </InfoPageLayout>
  );
}
