import { paths } from '@/config/paths';
import { contact } from '../contact';
import {
  InfoLink,
  InfoList,
  InfoPageLayout,
  InfoSection,
  Mail,
} from '../components/info-page-layout';

export default function GizlilikPolitikasiPage() {
  return (
    <InfoPageLayout
      slug="gizlilikpolitikasi"
      updated="1 Ocak 2026"
      lead="Bu metin, 6698 sayılı Kişisel Verilerin Korunması Kanunu’nun (KVKK) 10. maddesi uyarınca, Çarşı’yı kullanırken kişisel verilerinizin hangi amaçlarla ve nasıl işlendiğini açıklayan aydınlatma metnidir."
    >
      <InfoSection title="Veri sorumlusu">
        <p>
          Kişisel verileriniz, veri sorumlusu sıfatıyla Çarşı tarafından işlenir. Siparişinizi
          gönderen satıcı, siparişin teslimatı ve faturalandırılması için gereken verileriniz
          bakımından ayrıca veri sorumlusudur.
        </p>
      </InfoSection>
      <InfoSection title="İşlenen kişisel veriler">
        <InfoList
          items={[
            <>
              <strong>Kimlik ve iletişim:</strong> ad, soyad, e-posta adresi, telefon numarası.
            </>,
            <>
              <strong>Müşteri işlem:</strong> sipariş, sepet, favori, iade ve değerlendirme
              kayıtları, satıcılarla yazışmalar.
            </>,
            <>
              <strong>Adres:</strong> teslimat ve fatura adresleri.
            </>,
            <>
              <strong>Finans:</strong> ödeme tutarı, taksit ve iade bilgileri, cüzdan hareketleri.
              Kart numaranız Çarşı’da saklanmaz; ödeme kuruluşu tarafından işlenir.
            </>,
            <>
              <strong>İşlem güvenliği:</strong> oturum kayıtları, IP adresi, tarayıcı ve cihaz
              bilgisi, giriş denemeleri.
            </>,
          ]}
        />
      </InfoSection>
      <InfoSection title="İşleme amaçları ve hukuki sebepler">
        <p>Kişisel verileriniz KVKK’nın 5. maddesindeki şu hukuki sebeplere dayanılarak işlenir:</p>
        <InfoList
          items={[
            'Üyelik sözleşmesinin ve satın aldığınız ürünlere ilişkin mesafeli satış sözleşmelerinin kurulması ve ifası (md. 5/2-c): siparişin alınması, ödemenin yapılması, kargolanması, iade ve iptal süreçleri.',
            'Hukuki yükümlülüklerin yerine getirilmesi (md. 5/2-ç): vergi mevzuatı, 6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun ve tüketici mevzuatı kapsamındaki saklama ve bildirim yükümlülükleri.',
            'Meşru menfaat (md. 5/2-f): hesap güvenliğinin sağlanması, dolandırıcılığın önlenmesi, hizmetin iyileştirilmesi için toplu istatistikler.',
            'Açık rızanız (md. 5/1): yalnızca kampanya ve ticari elektronik ileti gönderimi gibi rızaya bağlı işlemler için; rızanızı dilediğiniz zaman geri alabilirsiniz.',
          ]}
        />
      </InfoSection>
      <InfoSection title="Kimlere aktarılır?">
        <p>
          Verileriniz yalnızca yukarıdaki amaçlar için ve gerektiği ölçüde; siparişinizi gönderen
          satıcıya, kargo firmalarına, ödeme kuruluşlarına, barındırma ve e-posta hizmeti aldığımız
          tedarikçilere ve talep hâlinde yetkili kamu kurum ve kuruluşlarına KVKK’nın 8. ve 9.
          maddelerine uygun olarak aktarılır. Verileriniz reklam amacıyla üçüncü kişilere satılmaz.
        </p>
      </InfoSection>
      <InfoSection title="Toplama yöntemi">
        <p>
          Verileriniz; üyelik, sipariş ve adres formları, mesajlaşma, mobil ve web arayüzleri ile
          zorunlu çerezler aracılığıyla elektronik ortamda toplanır. Çerezlerle ilgili ayrıntılar{' '}
          <InfoLink to={paths.info['cerez_politikası'].path}>Çerez politikası</InfoLink>{' '}
          sayfasındadır.
        </p>
      </InfoSection>
      <InfoSection title="Haklarınız">
        <p>KVKK’nın 11. maddesi uyarınca Çarşı’ya başvurarak;</p>
        <InfoList
          items={[
            'kişisel verilerinizin işlenip işlenmediğini öğrenme ve işlenmişse bilgi talep etme,',
            'işleme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme,',
            'yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,',
            'eksik veya yanlış işlenmişse düzeltilmesini, şartları oluştuğunda silinmesini veya yok edilmesini isteme ve bu işlemlerin aktarılan üçüncü kişilere bildirilmesini talep etme,',
            'münhasıran otomatik sistemlerle analiz edilmesi sonucu aleyhinize bir sonucun ortaya çıkmasına itiraz etme,',
            'kanuna aykırı işleme nedeniyle zarara uğramanız hâlinde zararın giderilmesini talep etme',
          ]}
        />
        <p>haklarına sahipsiniz.</p>
      </InfoSection>
      <InfoSection title="Başvuru">
        <p>
          Taleplerinizi, kimliğinizi doğrulayabilmemiz için üyelikte kullandığınız e-posta
          adresinden <Mail address={contact.privacy} /> adresine yazarak iletebilirsiniz. Başvurunuz
          en geç 30 gün içinde ücretsiz olarak sonuçlandırılır. Hesabınıza bağlı cihazları{' '}
          <InfoLink to={paths.sessions.path}>Oturumlarım</InfoLink> sayfasından görüp
          kapatabilirsiniz.
        </p>
      </InfoSection>
    </InfoPageLayout>
  );
}
