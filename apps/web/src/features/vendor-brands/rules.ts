import {
  HEX_COLOR_RE,
  MAX_BRAND_DOCUMENT_BYTES,
  MAX_BRAND_LOGO_BYTES,
  normaliseTurkpatentNumber,
  TURKPATENT_MESSAGE,
  TURKPATENT_NUMBER_RE,
} from '@carsi/shared';
import type { BrandApplication } from './api/vendor-brands';

// Checks the forms make before sending; the server checks everything again (files by content).

export type BrandField = 'name' | 'registration_number' | 'logo' | 'document';

const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

export function validateBrandApplication(v: BrandApplication): Partial<Record<BrandField, string>> {
  const errors: Partial<Record<BrandField, string>> = {};
  const name = v.name.trim();
  if (name.length < 2) errors.name = 'Marka adı en az 2 karakter olmalı.';
  else if (name.length > 60) errors.name = 'Marka adı en fazla 60 karakter olabilir.';
  else if (/[<>{}]/.test(name)) errors.name = 'Marka adı < > { } içeremez.';
  const number = normaliseTurkpatentNumber(v.registration_number);
  if (number && !TURKPATENT_NUMBER_RE.test(number)) errors.registration_number = TURKPATENT_MESSAGE;
  if (!number && !v.document)
    errors.document =
      'TÜRKPATENT numarasını yazın ya da marka sahibinden aldığınız yetki belgesini yükleyin.';
  if (v.logo) {
    if (!LOGO_TYPES.includes(v.logo.type))
      errors.logo = 'Logo JPEG, PNG veya WebP biçiminde bir görsel olmalı.';
    else if (v.logo.size > MAX_BRAND_LOGO_BYTES) errors.logo = 'Logo en fazla 2 MB olabilir.';
  }
  if (v.document) {
    if (!DOCUMENT_TYPES.includes(v.document.type))
      errors.document = 'Yetki belgesi PDF, JPEG veya PNG olmalı.';
    else if (v.document.size > MAX_BRAND_DOCUMENT_BYTES)
      errors.document = 'Yetki belgesi en fazla 10 MB olabilir.';
  }
  return errors;
}

export type ProposalField = 'category_id' | 'attribute_id' | 'value' | 'hex' | 'note';

export function validateProposal(v: {
  category_id: number | null;
  attribute_id: number | null;
  value: string;
  hex: string;
  note: string;
  isColor: boolean;
}): Partial<Record<ProposalField, string>> {
  const errors: Partial<Record<ProposalField, string>> = {};
  if (!v.category_id) errors.category_id = 'Kategoriyi seçin.';
  if (!v.attribute_id) errors.attribute_id = 'Özelliği seçin.';
  const value = v.value.trim();
  if (!value) errors.value = 'Önerdiğiniz değeri yazın.';
  else if (value.length > 40) errors.value = 'Değer en fazla 40 karakter olabilir.';
  if (v.isColor && !HEX_COLOR_RE.test(v.hex.trim()))
    errors.hex = 'Renk için bir renk kodu seçin (#RRGGBB).';
  if (v.note.trim().length > 300) errors.note = 'Not en fazla 300 karakter olabilir.';
  return errors;
}
