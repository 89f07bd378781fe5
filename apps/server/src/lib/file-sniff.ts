/** Document types accepted for uploaded papers, by their first bytes (never by name). */
export const DOCUMENT_MIME = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const;
export type DocumentType = keyof typeof DOCUMENT_MIME;

/** The type named by a file's first bytes (PDF, JPEG or PNG), never by its name. */
export function sniffDocument(buf: Buffer): DocumentType | null {
  if (buf.length >= 5 && buf.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  return null;
}

/** A safe display name for an uploaded file: the base name, printable, at most 120 characters. */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}"]+/gu, '')
    .trim()
    .slice(0, 120);
  return base || fallback;
}
