import { paths } from '@/config/paths';
import { contact } from '../contact';
import {
  InfoLink,
  InfoList,
  InfoPageLayout,
  InfoSection,
  Mail,
} from '../components/info-page-layout';

export default function TedarikciTalebiPage() {
  return (
    <InfoPageLayout
      slug="tedarikci-talebi"
      lead="Üretici, ithalatçı veya distribütör müsünüz? Ürünlerinizi Çarşı’daki satıcılara tedarik etmek ya da marka olarak doğrudan Çarşı’da yer almak için bizimle iletişime geçin."
    >
      <InfoSection title="Kimlerle çalışıyoruz?">
        <InfoList
          items={[
            'Kendi markasıyla üretim yapan üreticiler',
            'Türkiye distribütörlüğü veya ithalat yetkisi olan firmalar',
            'Toptan satış yapan ve satıcılarımıza düzenli tedarik sağlayabilecek işletmeler',
          ]}
        />
      </InfoSection>
      <InfoSection title="Talebinizde neler olmalı?">
        <p>
          Tedarikçi talebinizi <Mail address={contact.suppliers} /> adresine e-postayla
          gönderebilirsiniz. Değerlendirmeyi hızlandırmak için e-postanıza şunları ekleyin:
        </p>
        <InfoList
          items={[
            'Firma unvanı, vergi dairesi ve vergi numarası',
            'Ürün gruplarınız, markalarınız ve yaklaşık ürün sayınız',
            'Marka tescil belgesi veya distribütörlük yetki belgesi',
            'Ürünleriniz için barkod (GTIN) bilgisinin olup olmadığı',
            'Yetkili kişinin adı, e-posta adresi ve telefon numarası',
          ]}
        />
      </InfoSection>
      <InfoSection title="Sonrasında ne olur?">
        <p>
          Talebiniz kategori ekibimiz tarafından incelenir ve size e-postayla dönüş yapılır. Uygun
          bulunan tedarikçiler, kendi mağazalarını açmaları veya satıcılarımızla eşleşmeleri için
          yönlendirilir. Kendi mağazanızı açmak isterseniz{' '}
          <InfoLink to={paths.info['is-birligi'].path}>İş birliği</InfoLink> sayfasındaki adımları
          izleyebilirsiniz.
        </p>
      </InfoSection>
    </InfoPageLayout>
  );
}
