import { badRequest } from './errors.ts';

/**
 * The rules for every word shoppers and sellers write to each other (issue 15): product
 * questions, their answers and conversation messages. One place, one table-driven test
 * (text-moderation.test.ts). Contact details are refused so that buyers and sellers stay on the
 * platform (payments outside it are the usual fraud); abusive words are matched on folded text
 * so that "ŞIKE", "şıke" and "sike" are one word; HTML is refused rather than escaped, since
 * the text is shown as plain text everywhere.
 */

export const CONTACT_REFUSED = 'İletişim bilgisi paylaşılamaz';
export const CONTACT_DETAIL = `${CONTACT_REFUSED}: telefon, e-posta, web adresi, IBAN ve sosyal medya hesabı yazmayın. Görüşmelerinizi Çarşı üzerinden sürdürün.`;
export const ABUSE_REFUSED = 'Metin uygunsuz ifadeler içeriyor. Lütfen nazik bir dil kullanın.';
export const HTML_REFUSED = 'Metin HTML etiketi içeremez.';

export type TextKind = 'question' | 'answer' | 'message';

interface Limits {
  min: number;
  max: number;
  label: string;
}

export const TEXT_LIMITS: Record<TextKind, Limits> = {
  question: { min: 10, max: 2000, label: 'Soru' },
  answer: { min: 10, max: 2000, label: 'Cevap' },
  message: { min: 1, max: 2000, label: 'Mesaj' },
};

export type Refusal =
  'too_short' | 'too_long' | 'html' | 'phone' | 'email' | 'url' | 'iban' | 'social' | 'abuse';

export type Verdict = { ok: true; text: string } | { ok: false; refusal: Refusal; detail: string };

const FOLD: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

/** Lower case the Turkish way, then without the Turkish letters: "ŞIKE" → "sike", "Göt" → "got". */
export function foldTurkish(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşüâîû]/g, (c) => FOLD[c]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** Digits and symbols that stand in for letters in disguised words ("s1k3" → "sike"). */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/**
 * Banned words, folded. `exact`: the whole word only (common words hide them otherwise: "mal"
 * is goods, "sikayet" is a complaint); `prefix`: the word and its suffixes ("orospuluk").
 */
const BANNED: { word: string; mode: 'exact' | 'prefix' }[] = [
  { word: 'sike', mode: 'exact' },
  { word: 'sik', mode: 'exact' },
  { word: 'siktir', mode: 'prefix' },
  { word: 'sikey', mode: 'prefix' },
  { word: 'siker', mode: 'prefix' },
  { word: 'sikik', mode: 'prefix' },
  { word: 'sikis', mode: 'prefix' },
  { word: 'sikim', mode: 'prefix' },
  { word: 'amk', mode: 'exact' },
  { word: 'aq', mode: 'exact' },
  { word: 'amina', mode: 'prefix' },
  { word: 'amcik', mode: 'prefix' },
  { word: 'orospu', mode: 'prefix' },
  { word: 'orspu', mode: 'prefix' },
  { word: 'pic', mode: 'exact' },
  { word: 'pici', mode: 'exact' },
  { word: 'piclik', mode: 'prefix' },
  { word: 'yarrak', mode: 'prefix' },
  { word: 'yarak', mode: 'exact' },
  { word: 'got', mode: 'exact' },
  { word: 'gotveren', mode: 'prefix' },
  { word: 'ibne', mode: 'prefix' },
  { word: 'kahpe', mode: 'prefix' },
  { word: 'pezevenk', mode: 'prefix' },
  { word: 'kaltak', mode: 'prefix' },
  { word: 'yavsak', mode: 'prefix' },
  { word: 'serefsiz', mode: 'prefix' },
  { word: 'gerizekali', mode: 'prefix' },
  { word: 'dangalak', mode: 'prefix' },
  { word: 'salak', mode: 'exact' },
  { word: 'mal herif', mode: 'exact' },
  { word: 'ananin', mode: 'exact' },
  { word: 'ananizi', mode: 'exact' },
];

const exactWords = new Set(BANNED.filter((b) => b.mode === 'exact').map((b) => b.word));
const prefixWords = BANNED.filter((b) => b.mode === 'prefix').map((b) => b.word);

/** The folded words of a text, each also with repeated letters collapsed ("siiiktir" → "siktir"). */
function wordsOf(text: string): string[] {
  const folded = foldTurkish(text).replace(/[0-9@$!]/g, (c) => LEET[c] ?? c);
  // Letters split by dots, dashes or spaces one at a time ("s.i.k.e", "s i k e") join up.
  const joined = folded.replace(/\b(\p{L})(?:[\s.*_-]+(\p{L})\b)+/gu, (m) =>
    m.replace(/[\s.*_-]+/g, ''),
  );
  const words = joined.split(/[^\p{L}]+/u).filter(Boolean);
  const out: string[] = [];
  for (const w of words) {
    out.push(w);
    const collapsed = w.replace(/(\p{L})\1+/gu, '$1');
    if (collapsed !== w) out.push(collapsed);
  }
  return out;
}

export function hasBannedWord(text: string): boolean {
  const words = wordsOf(text);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (exactWords.has(w)) return true;
    if (i + 1 < words.length && exactWords.has(`${w} ${words[i + 1]}`)) return true;
    if (prefixWords.some((p) => w.startsWith(p))) return true;
  }
  return false;
}

const HTML = /<\s*\/?\s*[a-z!][^>]*>|&#?[a-z0-9]+;/i;
const EMAIL =
  /[\p{L}0-9._%+-]+(?:@|\s*(?:\(at\)|\[at\])\s*)[\p{L}0-9-]+(?:\.[\p{L}0-9-]+)*(?:\.|\s*(?:\(dot\)|\[dot\])\s*)[a-z]{2,}\b/iu;
const URL_SCHEME = /\b(?:https?:\/\/|www\.)\S+/i;
const TLDS =
  'com|net|org|tr|io|me|co|info|biz|xyz|shop|store|app|online|site|link|ly|gl|to|ru|de|uk|eu';
const BARE_DOMAIN = new RegExp(
  `\\b[a-z0-9][a-z0-9-]*(?:\\.[a-z0-9-]+)*\\.(?:${TLDS})(?:\\.tr)?\\b(?:\\/\\S*)?`,
  'i',
);
/** TR IBAN (TR + 24 digits, spaces allowed) and other IBAN-shaped strings. */
const IBAN = /\b[a-z]{2}\s?\d{2}(?:\s?[a-z0-9]{4}){3,7}(?:\s?[a-z0-9]{1,4})?\b/i;
const SOCIAL_AT = /(?:^|[\s(:])@[a-z0-9_.]{3,30}\b/i;
const SOCIAL_NAMES =
  /\b(?:whatsapp|whatsap|watsap|vatsap|wpden|telegram|signal|viber|skype|snapchat)\b|\b(?:instagram|insta|ig|tiktok|twitter|facebook|fb|youtube)\s*(?::|\/|adresi|hesabi|hesabim|hesabimiz|kullanici adi)\s*\S+/i;

/**
 * Phone numbers: runs of digits (spaces, dots, dashes and brackets between them allowed) that
 * read as a Turkish landline or mobile number (10 digits starting 2–5, or with 0 / 90 / +90
 * before them), also written with letters for digits ("sıfır beş..." is not caught; one rule
 * too many refuses honest text). Order numbers (14 digits) and prices are not phone numbers.
 */
function hasPhone(text: string): boolean {
  const runs = text.match(/\+?\d[\d\s().-]{7,20}\d/g) ?? [];
  for (const run of runs) {
    const digits = run.replace(/\D/g, '');
    if (/^(?:0|90)?[2-5]\d{9}$/.test(digits)) return true;
    // A foreign number with its + prefix.
    if (run.startsWith('+') && digits.length >= 10 && digits.length <= 13) return true;
  }
  return false;
}

/** Checks one text against every rule; returns the trimmed text or the first refusal. */
export function moderateText(raw: string, kind: TextKind): Verdict {
  const text = raw.normalize('NFC').trim();
  const limits = TEXT_LIMITS[kind];
  if (text.length < limits.min)
    return {
      ok: false,
      refusal: 'too_short',
      detail:
        limits.min === 1
          ? `${limits.label} boş olamaz.`
          : `${limits.label} en az ${limits.min} karakter olmalı.`,
    };
  if (text.length > limits.max)
    return {
      ok: false,
      refusal: 'too_long',
      detail: `${limits.label} en fazla ${limits.max} karakter olabilir.`,
    };
  if (HTML.test(text)) return { ok: false, refusal: 'html', detail: HTML_REFUSED };
  const folded = foldTurkish(text);
  const contact = (refusal: Refusal): Verdict => ({ ok: false, refusal, detail: CONTACT_DETAIL });
  if (EMAIL.test(folded)) return contact('email');
  if (URL_SCHEME.test(folded) || BARE_DOMAIN.test(folded)) return contact('url');
  const iban = folded.replace(/-/g, ' ').match(IBAN);
  if (iban && iban[0].replace(/\D/g, '').length >= 12) return contact('iban');
  if (hasPhone(text)) return contact('phone');
  if (SOCIAL_AT.test(folded) || SOCIAL_NAMES.test(folded)) return contact('social');
  if (hasBannedWord(text)) return { ok: false, refusal: 'abuse', detail: ABUSE_REFUSED };
  return { ok: true, text };
}

/** As moderateText, throwing the refusal as a 400 on `field`. */
export function acceptText(raw: string, kind: TextKind, field = 'text'): string {
  const v = moderateText(raw, kind);
  if (!v.ok) throw badRequest(v.detail, { [field]: [v.detail] });
  return v.text;
}
