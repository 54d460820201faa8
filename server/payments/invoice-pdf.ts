// The invoice as a PDF (pdfkit): seller and buyer, the number and dates, the lines, the tax and
// the totals, in the order's currency. Standard PDF fonts keep the file small and its text
// selectable; amounts are written with the currency's code so every symbol-less font shows them.
import PDFDocument from 'pdfkit';
import type { components } from '@generated/schema';

type Invoice = components['schemas']['Invoice'];

const money = (n: number, currency: string) =>
  `${currency} ${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * `brand.poweredBy`: the installation's credit, printed under the totals for a board without
 * white_label; `brand.creator` is who the PDF says made it (white-label/powered-by.ts).
 */
export function renderInvoicePdf(
  inv: Omit<Invoice, 'pdfUri'>,
  brand: { creator: string; poweredBy: string | null } = { creator: inv.seller.name, poweredBy: null },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: `Invoice ${inv.number}`, Author: inv.seller.name, Creator: brand.creator },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(20).text(inv.seller.name);
    doc.font('Helvetica').fontSize(10).fillColor('#495057');
    if (inv.seller.email) doc.text(inv.seller.email);
    if (inv.seller.taxId) doc.text(`Tax ID: ${inv.seller.taxId}`);
    doc.moveDown(1.5).fillColor('#000').font('Helvetica-Bold').fontSize(16).text('Invoice');
    doc.font('Helvetica').fontSize(10);
    doc.text(`Invoice number: ${inv.number}`);
    doc.text(`Issued: ${inv.issuedAt.slice(0, 10)}`);
    if (inv.paidAt) doc.text(`Paid: ${inv.paidAt.slice(0, 10)} via ${inv.gateway}`);
    doc.moveDown().font('Helvetica-Bold').text('Bill to');
    doc.font('Helvetica').text(inv.billTo.name);
    if (inv.billTo.email) doc.text(inv.billTo.email);
    const a = inv.billTo.address;
    if (a) doc.text([a.line1, a.line2, a.city, a.state, a.postalCode, a.countryCode].filter(Boolean).join(', '));
    if (inv.billTo.taxId) doc.text(`Tax ID: ${inv.billTo.taxId}`);

    doc.moveDown(1.5);
    const top = doc.y;
    doc
      .font('Helvetica-Bold')
      .text('Description', 50, top)
      .text('Qty', 330, top)
      .text('Unit price', 370, top)
      .text('Amount', 460, top);
    doc
      .moveTo(50, doc.y + 4)
      .lineTo(545, doc.y + 4)
      .strokeColor('#adb5bd')
      .stroke();
    doc.font('Helvetica');
    for (const line of inv.lines) {
      const y = doc.y + 10;
      const period = line.periodStart && line.periodEnd ? `\n${line.periodStart} to ${line.periodEnd}` : '';
      doc.text(`${line.description}${period}`, 50, y, { width: 270 });
      const after = doc.y;
      doc.text(String(line.quantity), 330, y).text(money(line.unitPrice, inv.currency), 370, y);
      doc.text(money(line.amount, inv.currency), 460, y);
      doc.y = Math.max(after, doc.y);
    }
    doc.moveDown(1.5);
    const row = (label: string, value: string, bold = false) => {
      const y = doc.y;
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .text(label, 330, y)
        .text(value, 460, y);
    };
    row('Subtotal', money(inv.subtotal, inv.currency));
    if (inv.discount > 0) row('Discount', `-${money(inv.discount, inv.currency)}`);
    for (const t of inv.taxes) row(`${t.name} (${t.rate}%)`, money(t.amount, inv.currency));
    row('Total', money(inv.total, inv.currency), true);
    row('Amount paid', money(inv.amountPaid, inv.currency));
    if (brand.poweredBy)
      doc
        .moveDown(3)
        .font('Helvetica')
        .fontSize(8)
        .fillColor('#868e96')
        .text(`Powered by ${brand.poweredBy}`, 50, doc.y, { width: 495, align: 'center' });
    doc.end();
  });
}
