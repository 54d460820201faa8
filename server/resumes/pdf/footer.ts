// Page numbers in the footer of every page ('Page 2 of 3'), written once all pages exist. The
// bottom margin is lifted while writing, or pdfkit would take text below it as a reason to add
// a page.
import { FONT } from './fonts.ts';
import type { Style } from './style.ts';

export function numberPages(doc: PDFKit.PDFDocument, s: Style): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT.regular)
      .fontSize(s.small - 1)
      .fillColor(s.muted)
      .text(`Page ${i - start + 1} of ${count}`, s.margin.left, doc.page.height - 32, {
        width: doc.page.width - s.margin.left - s.margin.right,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
}
