import { paths } from '@/config/paths';
import { InfoLink, InfoList, InfoPageLayout, InfoSection } from '../components/info-page-layout';

export default function BakimOnarimPage() {
  return (
    <InfoPageLayout
      slug="bakim-onarim"
      lead="Çarşı’dan aldığınız ürün arızalanırsa haklarınız, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Garanti Belgesi Yönetmeliği ile güvence altındadır. Bu sayfa, garanti ve onarım sürecinde neler yapmanız gerektiğini anlatır."
    >
      <InfoSection title="Garanti süresi">
        <p>
          Garanti belgesi verilmesi zorunlu ürünlerde garanti süresi, teslim tarihinden başlar ve en
          az <strong>2 yıldır</strong>. Garanti belgesi ve faturanız, sipariş detayında ya da ürünle
          birlikte size ulaştırılır; lütfen saklayın.
        </p>
      </InfoSection>
      <InfoSection title="Arızalı ürün için ne yapmalıyım?">
        <InfoList
          items={[
            'Garanti belgesinde yer alan yetkili servise veya üreticinin çağrı merkezine başvurun.',
            <>
              Yetkili servise ulaşamazsanız, ürünü satan iş yerine{' '}
              <InfoLink to={paths.orders.path}>Siparişlerim</InfoLink> sayfasından yazın; satıcı
              sizi doğru servise yönlendirmekle yükümlüdür.
            </>,
            'Servise teslim ettiğiniz ürün için mutlaka servis fişi alın.',
          ]}
        />
      </InfoSection>
      <InfoSection title="Onarım süresi ve haklarınız">
        <p>
          Azami tamir süresi <strong>20 iş günüdür</strong>. Bu süre içinde onarılmayan ürünler için
          ücretsiz değişim, bedel iadesi veya ayıp oranında indirim isteyebilirsiniz. Garanti süresi
          içinde aynı arızanın tekrarlanması gibi yönetmelikte sayılan durumlarda da ürünün
          değiştirilmesini talep edebilirsiniz.
        </p>
      </InfoSection>
      <InfoSection title="Garanti dışı bakım">
        <p>
          Kullanıcı hatasından kaynaklanan arızalar ve garanti süresi dolan ürünlerin bakımı
          ücretlidir. Ücretli onarımlarda işleme başlanmadan önce servisten yazılı fiyat teklifi
          almanızı öneririz.
        </p>
      </InfoSection>
    </InfoPageLayout>
  );
}
