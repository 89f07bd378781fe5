import { paths } from '@/config/paths';
import { contact } from '../contact';
import {
  InfoLink,
  InfoList,
  InfoPageLayout,
  InfoSection,
  Mail,
} from '../components/info-page-layout';

export default function IsBirligiPage() {
  return (
    <InfoPageLayout
      slug="is-birligi"
      lead="Ürünlerinizi Türkiye’nin her yerindeki alışveriş yapanlarla buluşturun. Çarşı’da mağaza açmak ücretsizdir; yalnızca satış yaptığınızda kategoriye göre belirlenen komisyonu ödersiniz."
    >
      <InfoSection title="Çarşı’da satış yapmanın avantajları">
        <InfoList
          items={[
            'Siparişler, ürünler, varyantlar, stok ve fiyatlar için tek bir mağaza paneli',
            'Kupon, kampanya, indirim ve “yıldızlı fırsat” araçlarıyla satışlarınızı artırma imkânı',
            'Yeni sipariş, iade ve müşteri sorularında anlık bildirimler',
            'Aynı ürünü satan diğer satıcılarla barkod üzerinden eşleşerek hızlı ürün girişi',
            'Ödemelerin güvenli ödeme kuruluşu üzerinden, teslimattan sonra hesabınıza aktarılması',
          ]}
        />
      </InfoSection>
      <InfoSection title="Kimler başvurabilir?">
        <p>
          Vergi kaydı bulunan şahıs şirketleri, limited ve anonim şirketler başvurabilir. Başvuru
          sırasında şunlar istenir:
        </p>
        <InfoList
          items={[
            'Vergi levhası ve vergi kimlik numarası (VKN) ya da şahıs şirketleri için T.C. kimlik numarası',
            'Şirket adına açılmış bir banka hesabının IBAN bilgisi',
            'İş yeri adresi, iletişim bilgileri ve yetkili kişinin bilgileri',
            'Marka sahibi veya yetkili satıcıysanız buna ilişkin belge',
          ]}
        />
      </InfoSection>
      <InfoSection title="Nasıl başlarım?">
        <ol className="flex list-decimal flex-col gap-1.5 pl-5 marker:font-semibold marker:text-accent-700">
          <li>
            <InfoLink to={paths.register.path}>Üye olun</InfoLink> veya hesabınıza giriş yapın.
          </li>
          <li>
            <InfoLink to={paths.businessApply.path}>İşyeri başvurusu</InfoLink> formunu doldurup
            belgelerinizi yükleyin.
          </li>
          <li>Başvurunuz incelenir; sonuç e-postayla bildirilir.</li>
          <li>Onaydan sonra mağaza panelinden ürünlerinizi ekleyip satışa başlayın.</li>
        </ol>
      </InfoSection>
      <InfoSection title="Sorularınız için">
        <p>
          Satıcı ekibimize <Mail address={contact.sellers} /> adresinden ulaşabilirsiniz. Ürün
          tedariki için{' '}
          <InfoLink to={paths.info['tedarikci-talebi'].path}>Tedarikçi talebi</InfoLink> sayfasına
          bakın.
        </p>
      </InfoSection>
    </InfoPageLayout>
  );
}
