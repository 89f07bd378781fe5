import { paths } from '@/config/paths';
import { InfoLink, InfoPageLayout, InfoSection } from '../components/info-page-layout';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui';

const storage = [
  {
    name: 'Oturum yenileme çerezi',
    kind: 'Zorunlu çerez (HttpOnly)',
    purpose: 'Giriş yaptığınızda oturumunuzu güvenle sürdürür. JavaScript tarafından okunamaz.',
    duration: 'Oturumu kapatana veya süresi dolana kadar',
  },
  {
    name: 'aq_csrf',
    kind: 'Zorunlu çerez',
    purpose: 'Sizin adınıza başka sitelerden istek gönderilmesini (CSRF) engeller.',
    duration: 'Oturum boyunca',
  },
  {
    name: 'carsi_cc',
    kind: 'Zorunlu çerez',
    purpose:
      'Çerez tercihinizi yaptığınızı hatırlar; tercih sorusu her sayfada yeniden görünmez. Tercihin kendisini içermez.',
    duration: '400 gün',
  },
  {
    name: 'Erişim bilgisi',
    kind: 'Yerel depolama',
    purpose: 'Sayfalar arasında oturumunuzun açık olduğunu hatırlar.',
    duration: 'Çıkış yapana kadar',
  },
  {
    name: 'Misafir sepeti',
    kind: 'Yerel depolama',
    purpose:
      'Üye girişi yapmadan sepete eklediğiniz ürünleri saklar; giriş yaptığınızda hesabınıza aktarılır.',
    duration: 'Sepeti boşaltana kadar',
  },
  {
    name: 'Panel tercihleri',
    kind: 'Yerel depolama',
    purpose: 'Satıcılar için ürün girişinde kalınan adımı ve okunmamış bildirimleri hatırlar.',
    duration: 'Siz silene kadar',
  },
];

export default function CerezPolitikasiPage() {
  return (
    <InfoPageLayout
      slug="cerez_politikası"
      updated="1 Ocak 2026"
      lead="Çerezler, bir siteyi ziyaret ettiğinizde tarayıcınıza kaydedilen küçük metin dosyalarıdır. Çarşı yalnızca sitenin çalışması ve güvenliğiniz için gereken çerezleri kullanır."
    >
      <InfoSection title="Hangi çerezleri kullanıyoruz?">
        <p>
          Çarşı’da reklam, profil çıkarma veya üçüncü taraf takip çerezi{' '}
          <strong>kullanılmaz</strong>. Aşağıdaki çerezler ve yerel depolama kayıtları, hizmetin
          sunulması için zorunludur ve KVKK’nın 5/2-c maddesi (sözleşmenin ifası) ile 5/2-f maddesi
          (meşru menfaat) kapsamında işlenir.
        </p>
        <Table caption="Çarşı’nın kullandığı çerezler ve yerel depolama kayıtları">
          <THead>
            <Tr>
              <Th>Ad</Th>
              <Th>Tür</Th>
              <Th>Amaç</Th>
              <Th>Süre</Th>
            </Tr>
          </THead>
          <TBody>
            {storage.map((s) => (
              <Tr key={s.name}>
                <Td className="font-medium">{s.name}</Td>
                <Td className="whitespace-nowrap text-ink-muted">{s.kind}</Td>
                <Td className="min-w-56 text-ink-muted">{s.purpose}</Td>
                <Td className="min-w-36 text-ink-muted">{s.duration}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </InfoSection>
      <InfoSection title="Çerezleri nasıl yönetebilirsiniz?">
        <p>
          Tarayıcınızın ayarlarından çerezleri silebilir veya engelleyebilirsiniz. Zorunlu çerezleri
          engellerseniz giriş yapma, sepet ve ödeme gibi işlemler çalışmaz. Yerel depolama
          kayıtları, tarayıcınızın “site verilerini temizle” seçeneğiyle silinir.
        </p>
      </InfoSection>
      <InfoSection title="Değişiklikler">
        <p>
          İleride analiz veya kişiselleştirme amacıyla zorunlu olmayan bir çerez kullanmamız
          gerekirse, bunu ancak açık onayınızı aldıktan sonra yaparız ve bu sayfayı güncelleriz.
          Kişisel verilerinizle ilgili ayrıntılar için{' '}
          <InfoLink to={paths.info.gizlilikpolitikasi.path}>
            Gizlilik politikası ve KVKK aydınlatma metni
          </InfoLink>{' '}
          sayfasına bakın.
        </p>
      </InfoSection>
    </InfoPageLayout>
  );
}
