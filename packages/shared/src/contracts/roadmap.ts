import { z } from 'zod';

// The sellers' "Yakında gelecek özellikler" page (dashboard `yakinda-gelecek`): what Çarşı plans
// for sellers next; each business may vote for what it needs most and leave a note.

export const FEATURE_STAGES = { planlaniyor: 'Planlanıyor', gelistiriliyor: 'Geliştiriliyor' };
export type FeatureStage = keyof typeof FEATURE_STAGES;

export const UPCOMING_FEATURES = [
  {
    key: 'reklam-paneli',
    title: 'Ürün reklamları',
    description:
      'Ürünlerinizi arama sonuçlarında ve kategori sayfalarında öne çıkarın; bütçe ve tıklama başı teklif sizde.',
    stage: 'gelistiriliyor',
  },
  {
    key: 'e-fatura-entegrasyonu',
    title: 'e-Fatura ve e-Arşiv entegrasyonu',
    description:
      'Faturalarınızı entegratörünüzden otomatik kesin; siparişe kendiliğinden eklensin.',
    stage: 'planlaniyor',
  },
  {
    key: 'kargo-entegrasyonlari',
    title: 'Kargo firması entegrasyonları',
    description:
      'Yurtiçi, Aras, MNG ve Sürat ile anlaşmalı fiyatlar; takip numarası ve teslim bilgisi otomatik.',
    stage: 'planlaniyor',
  },
  {
    key: 'bugun-kargoda',
    title: '“Bugün kargoda” rozeti',
    description:
      'Saat 14:00’e kadar verilen siparişleri aynı gün kargolayan mağazalar için listelerde rozet ve filtre.',
    stage: 'planlaniyor',
  },
  {
    key: 'mobil-satici-uygulamasi',
    title: 'Mobil satıcı uygulaması',
    description: 'Siparişleri onaylayın, etiket yazdırın ve sorulara cevap verin — telefonunuzdan.',
    stage: 'planlaniyor',
  },
  {
    key: 'yurt-disi-satis',
    title: 'Yurt dışına satış',
    description:
      'Mikro ihracat ile ürünlerinizi Avrupa’daki alıcılara açın; gümrük ve kargo Çarşı’dan.',
    stage: 'planlaniyor',
  },
  {
    key: 'stok-entegrasyonu',
    title: 'Stok ve fiyat entegrasyonu (API)',
    description:
      'Kendi sisteminizden stok ve fiyatı dakikada bir eşitleyin; toplu yükleme dosyasına gerek kalmasın.',
    stage: 'gelistiriliyor',
  },
  {
    key: 'abonelik-urunleri',
    title: 'Abonelikli satış',
    description:
      'Kahve, mama, temizlik ürünü gibi düzenli alınan ürünleri ayda bir otomatik gönderin.',
    stage: 'planlaniyor',
  },
] as const satisfies readonly {
  key: string;
  title: string;
  description: string;
  stage: FeatureStage;
}[];

export type UpcomingFeatureKey = (typeof UPCOMING_FEATURES)[number]['key'];

export const upcomingFeatureSchema = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  stage: z.enum(['planlaniyor', 'gelistiriliyor']),
  stage_label: z.string(),
  votes: z.number().int().nonnegative(),
  voted: z.boolean(),
  note: z.string(),
});
export type UpcomingFeature = z.infer<typeof upcomingFeatureSchema>;
export const upcomingFeatureListSchema = z.object({ results: z.array(upcomingFeatureSchema) });

export const FEATURE_NOTE_MAX = 500;
export const featureVoteSchema = z.object({
  note: z
    .string()
    .trim()
    .max(FEATURE_NOTE_MAX, `Not en fazla ${FEATURE_NOTE_MAX} karakter olabilir.`)
    .refine((v) => !/[<>]/.test(v), 'Not HTML içeremez.')
    .default(''),
});
export type FeatureVote = z.input<typeof featureVoteSchema>;
