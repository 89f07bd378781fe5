import { paths } from '@/config/paths';
import { InfoLink, InfoList, InfoPageLayout, InfoSection } from '../components/info-page-layout';

export default function IsYeriListesiPage() {
  return (
    <InfoPageLayout
      slug="is-yeri-listesi"
      lead="Çarşı’da satış yapan her iş yeri, mağazasını açmadan önce doğrulanır. Bu sayfa, iş yerlerini nasıl incelediğimizi ve bir satıcı hakkında nereden bilgi alabileceğinizi anlatır."
    >
      <InfoSection title="Doğrulama ölçütleri">
        <InfoList
          items={[
            'Vergi kaydı ve vergi kimlik numarası kontrol edilir.',
            'Ödemeler yalnızca iş yerinin kendi adına açılmış banka hesabına aktarılır.',
            'Markalı ürün satan iş yerlerinden marka sahipliği veya yetkili satıcılık belgesi istenir.',
            'İş yerinin adresi ve iletişim bilgileri kayıt altına alınır; mesafeli satış sözleşmesinde size gösterilir.',
          ]}
        />
      </InfoSection>
      <InfoSection title="Bir satıcıyı nasıl tanırım?">
        <p>
          Her ürün sayfasında ürünü satan iş yerinin adı yer alır. Aynı ürünü birden fazla iş yeri
          satıyorsa “Diğer satıcılar” bölümünde fiyatlarını, kargo koşullarını ve değerlendirme
          puanlarını karşılaştırabilirsiniz. Siparişinizin faturası ve satıcının yasal bilgileri,
          sipariş detayında bulunur.
        </p>
      </InfoSection>
      <InfoSection title="Bir sorun mu yaşadınız?">
        <p>
          Bir iş yerinin koşullarımıza uymadığını düşünüyorsanız{' '}
          <InfoLink to={paths.info.iletisim.path}>İletişim</InfoLink> sayfasındaki müşteri
          hizmetleri adresine sipariş numaranızla birlikte yazın. Her bildirimi inceler, gerekirse
          iş yerinin satışlarını durdururuz.
        </p>
      </InfoSection>
      <InfoSection title="Siz de listede yer alın">
        <p>
          İş yerinizi Çarşı’ya eklemek için{' '}
          <InfoLink to={paths.info['is-birligi'].path}>İş birliği</InfoLink> sayfasındaki adımları
          izleyin.
        </p>
      </InfoSection>
    </InfoPageLayout>
  );
}
