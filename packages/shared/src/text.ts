// Turkish-aware text helpers. JavaScript's default casing maps 'İ' to 'i̇' and 'I' to 'i',
// both wrong for Turkish, so every case change goes through the tr-TR locale.

export const trLower = (s: string): string => s.toLocaleLowerCase('tr-TR');
export const trUpper = (s: string): string => s.toLocaleUpperCase('tr-TR');

const FOLD_MAP: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  i: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

/**
 * Folds text for matching: Turkish lower-casing, then the Turkish letters to their ASCII
 * neighbours, so "ÇİÇEK", "çiçek" and "cicek" all become "cicek" and "IŞIK" becomes "isik".
 * Upper-case dotless I is treated as I would be typed on a Turkish keyboard (ı), then folded.
 */
export function foldTurkish(s: string): string {
  const lower = trLower(s).normalize('NFC');
  let out = '';
  for (const ch of lower) out += FOLD_MAP[ch] ?? ch;
  // Strip any remaining combining marks (e.g. from decomposed input).
  return out.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** URL slug from a Turkish title: "Kırmızı Çiçekli Elbise" → "kirmizi-cicekli-elbise". */
export function slugify(s: string): string {
  return foldTurkish(s)
    .replace(/&/g, ' ve ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

/** Title case in Turkish: "iPHONE ışık" → "Iphone Işık" is wrong for brands, so only the first letter changes. */
export function trCapitalize(s: string): string {
  if (!s) return s;
  const first = s[0] ?? '';
  return trUpper(first) + s.slice(1);
}

/**
 * Product titles usually start with the brand ("Samsung Galaxy A55"); cards print the brand in
 * bold before the title, so the repeated brand is dropped: "Samsung" + "Galaxy A55".
 */
export function titleWithoutBrand(title: string, brand: string): string {
  const prefix = trLower(brand) + ' ';
  return trLower(title).startsWith(prefix) ? title.slice(prefix.length) : title;
}

// The dative ending of a number read aloud follows the vowel and last sound of its last word:
// "%30'a" (otuz), "%25'e" (yirmi beş), "%20'ye" (yirmi), "%6'ya" (altı).
const UNIT_DATIVE = ['', "'e", "'ye", "'e", "'e", "'e", "'ya", "'ye", "'e", "'a"];
const TEN_DATIVE = ['', "'a", "'ye", "'a", "'a", "'ye", "'a", "'e", "'e", "'a"];

/** A whole number with its Turkish dative ending: 30 → "30'a", 25 → "25'e", 100 → "100'e". */
export function numberDative(n: number): string {
  const whole = Math.trunc(Math.abs(n));
  if (whole === 0) return `${n}'a`;
  // Round hundreds and thousands end in "yüz" and "bin": both take 'e.
  const ending =
    whole % 10 !== 0
      ? UNIT_DATIVE[whole % 10]
      : whole % 100 !== 0
        ? TEN_DATIVE[(whole % 100) / 10]
        : "'e";
  return `${n}${ending}`;
}
