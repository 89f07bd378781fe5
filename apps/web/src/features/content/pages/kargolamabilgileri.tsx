import { paths } from '@/config/paths';
import { InfoLink, InfoList, InfoPageLayout, InfoSection } from '../components/info-page-layout';

export default function KargolamaBilgileriPage() {
  return (
    <InfoPageLayout
      slug="kargolamabilgileri"
      lead="Çarşı’daki ürünler, onları satan iş yerlerinin kendi depolarından gönderilir. Farklı satıcılardan aldığınız ürünler ayrı paketlerde, ayrı takip numaralarıyla gelir."
    >
      <InfoSection title="Kargo ücreti">
        <p>
          Her satıcı kendi kargo ücretini ve ücretsiz kargo sınırını belirler. Sepetinizde ürünler
          satıcılara göre gruplanır; her grubun kargo ücreti ve ücretsiz kargoya kalan tutar ödeme
          adımına geçmeden önce gösterilir. “Kargo bedava” etiketi taşıyan ürünlerde o satıcıdan
          gelen paket için kargo ücreti ödemezsiniz.
        </p>
      </InfoSection>
      <InfoSection title="Ne zaman kargoya verilir?">
        <p>
          Ürün sayfasında satıcının tahmini kargoya verme süresi yazar. Satıcı siparişinizi
          hazırlayıp kargoya verdiğinde size bildirim gönderilir ve takip numarası{' '}
          <InfoLink to={paths.orders.path}>Siparişlerim</InfoLink> sayfasında görünür. Resmî
          tatillerde ve yoğun kampanya dönemlerinde süreler birkaç gün uzayabilir.
        </p>
      </InfoSection>
      <InfoSection title="Siparişin durumları">
        <InfoList
          items={[
            <>
              <strong>Onay bekliyor:</strong> Ödemeniz alındı, satıcının onayı bekleniyor.
            </>,
            <>
              <strong>Hazırlanıyor:</strong> Satıcı ürünü paketliyor.
            </>,
            <>
              <strong>Kargoya verildi:</strong> Paket kargo firmasında; takip numarasıyla
              izleyebilirsiniz.
            </>,
            <>
              <strong>Teslim edildi:</strong> Paket size ulaştı. İade hakkınız bu tarihten itibaren
              14 gün sürer.
            </>,
          ]}
        />
      </InfoSection>
      <InfoSection title="Teslim alırken">
        <p>
          Paketi teslim alırken dış ambalajı kontrol edin. Ezik, ıslak veya açılmış bir paketi
          teslim almadan önce kargo görevlisine hasar tespit tutanağı tutturun; tutanak, satıcıya
          başvurunuzda sorunun hızla çözülmesini sağlar. Adreste bulunamadığınızda paket, kargo
          firmasının şubesinde birkaç gün bekletilir ve ardından satıcıya geri gönderilir.
        </p>
      </InfoSection>
      <InfoSection title="Teslimat adresi">
        <p>
          Türkiye’nin 81 iline gönderim yapılır. Adreslerinizi il, ilçe ve mahalle seçerek{' '}
          <InfoLink to={paths.addresses.path}>Adreslerim</InfoLink> sayfasından yönetebilirsiniz.
          Kargoya verilmiş bir siparişin adresi değiştirilemez; bu durumda kargo firmasıyla
          görüşmeniz gerekir.
        </p>
      </InfoSection>
    </InfoPageLayout>
  );
}
