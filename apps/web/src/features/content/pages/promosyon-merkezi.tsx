import { paths } from '@/config/paths';
import { InfoLink, InfoList, InfoPageLayout, InfoSection } from '../components/info-page-layout';

export default function PromosyonMerkeziPage() {
  return (
    <InfoPageLayout
      slug="promosyon-merkezi"
      lead="Çarşı’daki kupon, kampanya ve fırsatlar satıcılar tarafından düzenlenir. Bu sayfa, satıcıların kullanabileceği promosyon araçlarını ve alışveriş yapanlar için geçerli kuralları bir arada anlatır."
    >
      <InfoSection title="Promosyon türleri">
        <InfoList
          items={[
            <>
              <strong>Kuponlar:</strong> Sepette kullanılan, yüzde veya sabit tutarlı indirim
              kodları. Alt sepet tutarı, geçerlilik tarihi ve kullanım sayısı satıcı tarafından
              belirlenir.
            </>,
            <>
              <strong>Kampanyalar:</strong> Seçili ürünlerde yüzde indirim veya “3 al 2 öde” gibi
              sepet kampanyaları.
            </>,
            <>
              <strong>İndirimler:</strong> Belirli ürünlerin fiyatında doğrudan yapılan indirimler;
              ürün kartında eski fiyatın üzeri çizili gösterilir.
            </>,
            <>
              <strong>Yıldızlı fırsatlar:</strong> Süresi sınırlı,{' '}
              <InfoLink to={paths.superDeals.path}>Süper fırsatlar</InfoLink> sayfasında öne çıkan
              teklifler.
            </>,
          ]}
        />
      </InfoSection>
      <InfoSection title="Alışveriş yapanlar için kurallar">
        <InfoList
          items={[
            'Bir kupon yalnızca onu düzenleyen satıcının ürünlerinde geçerlidir.',
            'Kupon ve kampanya koşulları ödeme adımında yeniden kontrol edilir; süresi dolan veya limiti tükenen promosyon uygulanmaz.',
            'İndirimli ürünlerde de cayma ve iade haklarınız aynen geçerlidir. İade tutarı, ödediğiniz indirimli fiyattır.',
          ]}
        />
      </InfoSection>
      <InfoSection title="Satıcılar için">
        <p>
          Kupon, kampanya, indirim ve yıldızlı fırsatlar mağaza panelinin Pazarlama bölümünden
          oluşturulur. İndirim öncesi fiyatın gerçek bir satış fiyatı olması gerekir; yapay olarak
          yükseltilmiş fiyat üzerinden indirim gösterilmesi, Haksız Ticari Uygulamalara ilişkin
          mevzuata aykırıdır ve promosyonun kaldırılmasına yol açar. Mağaza açmak için{' '}
          <InfoLink to={paths.info['is-birligi'].path}>İş birliği</InfoLink> sayfasına bakın.
        </p>
      </InfoSection>
    </InfoPageLayout>
  );
}
