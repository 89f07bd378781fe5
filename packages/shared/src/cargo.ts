/**
 * Cargo companies a seller can ship with: where a parcel is followed and what a tracking number
 * of each looks like. One list for checkout, orders, the seller's desk and settings.
 */

export interface CargoCompanyInfo {
  name: string;
  /** Prefix the tracking number is appended to (URL-encoded). */
  tracking_url: string;
  /** The same as a template: `{tracking_number}` is replaced by the number. */
  tracking_url_template: string;
  /** What a tracking number of this company looks like (after trimming, upper case). */
  tracking_number_pattern: RegExp;
  /** A human hint for the pattern, Turkish. */
  tracking_number_hint: string;
}

const company = (
  name: string,
  tracking_url: string,
  tracking_number_pattern: RegExp,
  tracking_number_hint: string,
): CargoCompanyInfo => ({
  name,
  tracking_url,
  tracking_url_template: `${tracking_url}{tracking_number}`,
  tracking_number_pattern,
  tracking_number_hint,
});

export const CARGO_COMPANIES = {
  yurtici: company(
    'Yurtiçi Kargo',
    'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=',
    /^\d{10,14}$/,
    '10–14 haneli rakam',
  ),
  aras: company(
    'Aras Kargo',
    'https://kargotakip.araskargo.com.tr/mainpage.aspx?code=',
    /^\d{10,14}$/,
    '10–14 haneli rakam',
  ),
  mng: company(
    'MNG Kargo',
    'https://www.mngkargo.com.tr/gonderi-takip/?code=',
    /^\d{9,14}$/,
    '9–14 haneli rakam',
  ),
  ptt: company(
    'PTT Kargo',
    'https://gonderitakip.ptt.gov.tr/Track/Verify?q=',
    /^(?:\d{10,13}|[A-Z]{2}\d{9}TR|KP\d{11})$/,
    '10–13 haneli rakam ya da RR123456789TR / KP12345678901 biçiminde barkod',
  ),
  surat: company(
    'Sürat Kargo',
    'https://suratkargo.com.tr/KargoTakip/?kargotakipno=',
    /^\d{10,14}$/,
    '10–14 haneli rakam',
  ),
} as const satisfies Record<string, CargoCompanyInfo>;

export type CargoCompanyCode = keyof typeof CARGO_COMPANIES;
export const CARGO_COMPANY_CODES = Object.keys(CARGO_COMPANIES) as CargoCompanyCode[];

export function isCargoCompanyCode(code: unknown): code is CargoCompanyCode {
  return typeof code === 'string' && Object.hasOwn(CARGO_COMPANIES, code);
}

/** Trims and upper-cases a tracking number as typed (spaces inside are dropped). */
export function normalizeTrackingNumber(number: string): string {
  return number.replace(/\s+/g, '').toUpperCase();
}

/** True when `number` looks like a tracking number of the cargo company `code`. */
export function isValidTrackingNumber(code: string, number: string): boolean {
  if (!isCargoCompanyCode(code)) return false;
  return CARGO_COMPANIES[code].tracking_number_pattern.test(normalizeTrackingNumber(number));
}

/** The page where the parcel is followed. */
export function trackingUrlOf(code: string, number: string): string {
  const c = isCargoCompanyCode(code) ? CARGO_COMPANIES[code] : CARGO_COMPANIES.yurtici;
  return c.tracking_url_template.replace('{tracking_number}', encodeURIComponent(number));
}

/** A cargo company by code (unknown codes fall back to Yurtiçi, as stored rows predate checks). */
export function cargoOf(code: string): { code: string; name: string; tracking_url: string } {
  const c = isCargoCompanyCode(code) ? CARGO_COMPANIES[code] : CARGO_COMPANIES.yurtici;
  return { code, name: c.name, tracking_url: c.tracking_url };
}

/** The public form of the list (`GET /api/vendor/api/cargo-company/`). */
export interface CargoCompanyPublic {
  code: CargoCompanyCode;
  name: string;
  tracking_url_template: string;
  tracking_number_pattern: string;
  tracking_number_hint: string;
}

export function cargoCompanyList(): CargoCompanyPublic[] {
  return CARGO_COMPANY_CODES.map((code) => {
    const c = CARGO_COMPANIES[code];
    return {
      code,
      name: c.name,
      tracking_url_template: c.tracking_url_template,
      tracking_number_pattern: c.tracking_number_pattern.source,
      tracking_number_hint: c.tracking_number_hint,
    };
  });
}
