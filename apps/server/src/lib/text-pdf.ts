import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
// DejaVu carries every Turkish letter (ç ğ ı İ ö ş ü); pdfkit's built-in Helvetica does not.
export const PDF_FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
export const PDF_FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface TextDocument {
  /** The document's title, large on the first page and in the PDF's metadata. */
  title: string;
  /** Lines under the title (order number, date). */
  meta: string[];
  /** The text: paragraphs split on blank lines; a paragraph's first line in capitals is a heading. */
  body: string;
  /** Printed small at the foot of the last page (how and when it was accepted). */
  footer: string;
}

/**
 * An A4 PDF of a stored text, e.g. an order's contracts exactly as the buyer accepted them.
 * The text itself is not changed: only laid out, with headings in bold.
 */
export function textPdf(docIn: TextDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    info: { Title: docIn.title, Author: 'Çarşı', Producer: 'Çarşı' },
  });
  doc.registerFont('r', PDF_FONT);
  doc.registerFont('b', PDF_FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('b').fontSize(16).fillColor('#1c1917').text(docIn.title);
  doc.moveDown(0.3);
  doc.font('r').fontSize(9).fillColor('#57534e');
  for (const line of docIn.meta) doc.text(line);
  doc.moveDown(1);
  doc.fillColor('#1c1917');
  for (const paragraph of docIn.body.split(/\n{2,}/)) {
    const [first, ...rest] = paragraph.split('\n');
    const heading =
      first !== undefined && first === first.toLocaleUpperCase('tr-TR') && /\p{L}/u.test(first);
    if (heading) {
      doc.font('b').fontSize(10.5).text(first!, { paragraphGap: 2 });
      if (rest.length) doc.font('r').fontSize(10).text(rest.join('\n'), { lineGap: 1.5 });
    } else {
      doc.font('r').fontSize(10).text(paragraph, { lineGap: 1.5 });
    }
    doc.moveDown(0.8);
  }
  doc.moveDown(1);
  doc.font('r').fontSize(8).fillColor('#78716c').text(docIn.footer);
  doc.end();
  return done;
}
