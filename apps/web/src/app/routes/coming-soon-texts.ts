// What each not-yet-built screen will offer, in one honest sentence. Keys are the route keys
// of `config/paths.ts` (dashboard pages are prefixed with `dashboard.`).
export const comingSoonTexts: Record<string, string> = {
  productDetail:
    'Ürünün fotoğrafları, varyantları, satıcıların fiyatları, soru-cevapları ve değerlendirmeleri bu sayfada yer alacak.',
  category:
    'Bu kategorideki ürünleri marka, fiyat ve özelliklere göre filtreleyip sıralayabileceğiniz liste burada olacak.',
  subCategory: 'Alt kategorideki ürünleri filtreleyip sıralayabileceğiniz liste burada olacak.',
  search:
    'Ürün, kategori ve marka aramalarınızın sonuçları Türkçe karakterlere ve yazım hatalarına duyarlı olarak burada listelenecek.',
  bestSellers: 'Kategorilere göre en çok satan ürünler burada listelenecek.',
  superDeals:
    'Satıcıların sınırlı süreli yıldızlı fırsatları ve günün indirimleri burada toplanacak.',
  compatibleSystem:
    'Aracınızı veya cihazınızı seçip ona uyumlu parça ve aksesuarları görebileceğiniz sayfa burada olacak.',
  guestCart:
    'Üye girişi yapmadan sepetinize eklediğiniz ürünleri burada görecek, giriş yaptığınızda hesabınızdaki sepetle birleştirebileceksiniz.',
  forgotPassword:
    'E-posta adresinizi girerek şifre yenileme bağlantısı isteyebileceğiniz form burada olacak.',
  resetPassword:
    'E-postanıza gelen bağlantıyla yeni şifrenizi belirleyebileceğiniz form burada olacak.',
  shop: 'Satıcının puanı, Çarşı’daki geçmişi ve tüm ürünleri bu sayfada listelenecek.',
  operatorApplications:
    'Satıcı başvurularını belgeleriyle inceleyip onaylayabileceğiniz veya gerekçesiyle reddedebileceğiniz liste burada olacak.',
  operatorModeration:
    'Satıcıların gönderdiği ürünleri, markaları ve özellik değerlerini inceleyip onaylayabileceğiniz liste burada olacak.',
  login: 'E-posta adresiniz ve şifrenizle güvenli giriş yapabileceğiniz form burada olacak.',
  register: 'Birkaç adımda ücretsiz Çarşı üyeliği oluşturabileceğiniz form burada olacak.',
  accessToken: 'Hesabınızın erişim anahtarı bu sayfada yenilenecek.',
  sessions: 'Hesabınıza bağlı cihazları görecek ve istemediğiniz oturumları kapatabileceksiniz.',
  profileSetup: 'Ad, soyad ve iletişim bilgilerinizi ekleyerek üyeliğinizi tamamlayabileceksiniz.',
  emailVerify: 'E-posta adresinize gönderilen doğrulama kodunu buraya girebileceksiniz.',
  profile:
    'Üyelik bilgileriniz, siparişleriniz, adresleriniz ve hesap ayarlarınız bu sayfada bir arada olacak.',
  profileUpdate: 'Ad, soyad, telefon ve iletişim tercihlerinizi buradan güncelleyebileceksiniz.',
  changePassword: 'Mevcut şifrenizi doğrulayarak yeni bir şifre belirleyebileceksiniz.',
  addressCreate: 'İl, ilçe ve mahalle seçerek yeni teslimat veya fatura adresi ekleyebileceksiniz.',
  addresses: 'Kayıtlı teslimat ve fatura adreslerinizi burada görüp düzenleyebileceksiniz.',
  addressUpdate: 'Seçtiğiniz adresin bilgilerini buradan güncelleyebileceksiniz.',
  businessApply:
    'Vergi bilgileriniz ve iş yeri belgelerinizle Çarşı’da satıcı olmak için başvurabileceksiniz.',
  businessUpdate:
    'İş yerinizin iletişim, fatura ve banka bilgilerini buradan güncelleyebileceksiniz.',
  businessDetail: 'İş yeri başvurunuzun durumu ve kayıtlı bilgileriniz bu sayfada görünecek.',
  inbox: 'Satıcılarla yazışmalarınız ve sipariş mesajlarınız burada listelenecek.',
  businessSoon: 'Başvurunuz onaylandığında mağazanızı açma adımları burada yer alacak.',
  favorites: 'Beğendiğiniz ürünleri burada toplayacak, fiyatı düştüğünde haberdar olacaksınız.',
  cart: 'Sepetinizdeki ürünleri satıcılara göre görecek, adetleri değiştirip satın almak istediklerinizi seçebileceksiniz.',
  chooseAddress:
    'Siparişinizin gönderileceği adresi burada seçecek veya yeni adres ekleyebileceksiniz.',
  delivery:
    'Her satıcının paketi için teslimat seçeneklerini ve kargo ücretlerini burada göreceksiniz.',
  payment:
    'Kartla, taksitle veya Çarşı Cüzdan bakiyenizle 3D Secure güvencesinde ödeme yapabileceksiniz.',
  paymentDone: 'Siparişinizin özeti ve sipariş numaranız ödemeden sonra burada görünecek.',
  orders:
    'Verdiğiniz siparişleri, paketlerin durumunu ve kargo takip bilgilerini burada göreceksiniz.',
  orderDetail:
    'Siparişinizdeki ürünler, teslimat adresi, ödeme bilgileri, iptal ve iade seçenekleri burada olacak.',
  orderTracking: 'Sipariş numaranızla paketinizin nerede olduğunu adım adım takip edebileceksiniz.',
  chat: 'Satıcılarla anlık mesajlaşabileceğiniz sohbet ekranı burada olacak.',
  wallet: 'Çarşı Cüzdan bakiyenizi, iadelerinizi ve harcamalarınızı burada göreceksiniz.',
  'dashboard.overview':
    'Günlük satışlarınız, bekleyen siparişleriniz ve stok uyarılarınız tek bakışta burada olacak.',
  'dashboard.notifications':
    'Yeni sipariş, iptal, iade, soru ve düşük stok bildirimleriniz burada listelenecek.',
  'dashboard.analytics':
    'Satış, ciro ve ziyaret grafiklerinizi tarih aralığına göre inceleyebileceksiniz.',
  'dashboard.analitik':
    'Ürün ve kategori bazında ayrıntılı performans raporları burada yer alacak.',
  'dashboard.soldItems':
    'Sattığınız ürünlerin kalem kalem listesi ve hakediş bilgileri burada olacak.',
  'dashboard.products': 'Mağazanızdaki ürünleri, fiyat ve stoklarını buradan yönetebileceksiniz.',
  'dashboard.productEntry': 'Yeni ürün girişini adım adım burada başlatabileceksiniz.',
  'dashboard.productBasics':
    'Ürün adı, marka, kategori ve açıklama gibi temel bilgileri burada gireceksiniz.',
  'dashboard.productPhotos': 'Ürün fotoğraflarını yükleyip sıralayabileceksiniz.',
  'dashboard.productVariants':
    'Renk, beden, hafıza gibi seçeneklere göre ürün varyantlarını düzenleyebileceksiniz.',
  'dashboard.productListing':
    'Varyantlar için fiyat, liste fiyatı ve stok bilgilerinizi gireceksiniz.',
  'dashboard.productPreview':
    'Ürününüzün alıcılara nasıl görüneceğini yayına almadan önce burada göreceksiniz.',
  'dashboard.productSaved':
    'Ürün kaydınız tamamlandığında onay ve sonraki adımlar burada görünecek.',
  'dashboard.createVariants':
    'Seçtiğiniz özelliklerin tüm kombinasyonları için varyantları tek seferde oluşturabileceksiniz.',
  'dashboard.createProductBase': 'Ürününüzün taslağını oluşturup daha sonra tamamlayabileceksiniz.',
  'dashboard.productLine':
    'Aynı serideki ürünlerinizi bir ürün serisi altında toplayabileceksiniz.',
  'dashboard.productScan':
    'Barkodla katalogda ürün arayıp mevcut bir ürüne kendi teklifinizi ekleyebileceksiniz.',
  'dashboard.createVariant': 'Mevcut bir ürüne tek bir yeni varyant ekleyebileceksiniz.',
  'dashboard.createAttribute': 'Kategorinize uygun yeni ürün özellikleri tanımlayabileceksiniz.',
  'dashboard.productFinish': 'Ürün girişinizin özetini kontrol edip onaya gönderebileceksiniz.',
  'dashboard.coupons':
    'Mağazanıza özel indirim kuponları oluşturup kullanım limitlerini belirleyebileceksiniz.',
  'dashboard.campaigns':
    '“3 al 2 öde” veya yüzde indirim gibi kampanyaları buradan yöneteceksiniz.',
  'dashboard.campaignSuccess': 'Kampanyanız oluşturulduğunda özeti burada görünecek.',
  'dashboard.starredDeals':
    'Süper fırsatlar sayfasında öne çıkacak, süreli yıldızlı fırsatlar oluşturabileceksiniz.',
  'dashboard.discountAddProducts':
    'İndirime dahil etmek istediğiniz ürünleri buradan seçebileceksiniz.',
  'dashboard.brandBasics':
    'Markanızın adı, logosu ve belgeleri gibi temel bilgilerini burada gireceksiniz.',
  'dashboard.brandEntry': 'Yeni bir marka için onay başvurusu yapabileceksiniz.',
  'dashboard.questions': 'Ürünlerinize gelen müşteri sorularını görüp yanıtlayabileceksiniz.',
  'dashboard.settings':
    'Mağaza bilgileri, kargo firması, iade adresi ve bildirim tercihleriniz burada olacak.',
};
