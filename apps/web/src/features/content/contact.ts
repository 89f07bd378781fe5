// Çarşı's public contact details, in one place. Replace with the company's real addresses
// (and add the legal title, MERSİS number and registered address) before going live.
export const contact = {
  support: 'destek@carsi.com.tr',
  privacy: 'kvkk@carsi.com.tr',
  sellers: 'satici@carsi.com.tr',
  suppliers: 'tedarik@carsi.com.tr',
  careers: 'kariyer@carsi.com.tr',
  press: 'iletisim@carsi.com.tr',
  city: 'İstanbul, Türkiye',
  hours: 'Hafta içi 09.00–18.00, cumartesi 10.00–16.00',
} as const;
