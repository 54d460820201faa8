// Writing down one column of a resume across pages. pdfkit breaks long text onto a new page by
// itself (same x and width); a flow adds what it cannot know: keeping a block's start together (a
// heading with the first entry under it, an entry's title with its first lines) by starting a new
// page when the block would not fit.
import { FONT, type Weight } from './fonts.ts';
import type { Style } from './style.ts';

export type Column = { x: number; width: number };

export type TextOptions = { width?: number; align?: 'left' | 'right' | 'center'; link?: string | null };

/**
 * The document, with what every new page gets first: the template's background, then the text
 * colour in use. pdfkit carries a paragraph onto a new page in its last fill colour, which the
 * background's fill would otherwise have changed.
 */
export class Pen {
  private colour: string;
  private readonly backgrounds: (() => void)[] = [];

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly style: Style,
  ) {
    this.colour = style.text;
    doc.on('pageAdded', () => {
      for (const paint of this.backgrounds) paint();
      doc.fillColor(this.colour);
    });
  }

  /** Paints something behind the content of every page added from now on. */
  background(paint: () => void): void {
    this.backgrounds.push(paint);
  }

  use(weight: Weight, size: number, colour: string): void {
    this.colour = colour;
    this.doc.font(FONT[weight]).fontSize(size).fillColor(colour);
  }

  /** Sets the font to measure with, leaving the colour alone. */
  measureWith(weight: Weight, size: number): void {
    this.doc.font(FONT[weight]).fontSize(size);
  }
}

export class Flow {
  readonly doc: PDFKit.PDFDocument;
  readonly style: Style;

  constructor(
    readonly pen: Pen,
    readonly column: Column,
  ) {
    this.doc = pen.doc;
    this.style = pen.style;
  }

  get top(): number {
    return this.doc.page.margins.top;
  }

  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Whether nothing has been written on this page yet (gaps are not added there). */
  get atTop(): boolean {
    return this.doc.y <= this.top + 0.5;
  }

  use(weight: Weight, size: number, colour: string): void {
    this.pen.use(weight, size, colour);
  }

  /** The height of `text` in a font across `width` (the column's by default). */
  measure(text: string, weight: Weight, size: number, width = this.column.width): number {
    this.pen.measureWith(weight, size);
    return this.doc.heightOfString(text, { width, lineGap: this.style.lineGap });
  }

  widthOf(text: string, weight: Weight, size: number): number {
    this.pen.measureWith(weight, size);
    return this.doc.widthOfString(text);
  }

  lineHeight(weight: Weight, size: number): number {
    this.pen.measureWith(weight, size);
    return this.doc.currentLineHeight(true) + this.style.lineGap;
  }

  /** Moves on to a fresh page; a side column overrides this to move to its next page. */
  protected nextPage(): void {
    this.doc.addPage();
  }

  /** Starts a new page unless `height` points fit below the cursor. */
  keep(height: number): void {
    if (!this.atTop && this.doc.y + height > this.bottom) {
      this.nextPage();
      this.doc.y = this.top;
    }
  }

  gap(points: number): void {
    if (!this.atTop) this.doc.y = Math.min(this.doc.y + points, this.bottom);
  }

  /** Writes text at the cursor (at `x`, within the column), leaving the cursor below it. */
  write(text: string, x = this.column.x, opts: TextOptions = {}): void {
    const width = opts.width ?? this.column.width - (x - this.column.x);
    this.doc.text(text, x, this.doc.y, {
      width,
      lineGap: this.style.lineGap,
      ...(opts.align ? { align: opts.align } : {}),
      ...(opts.link ? { link: opts.link, underline: false } : {}),
    });
  }
}

/**
 * A column drawn after the main one (the modern side column): it moves forward through the pages
 * the main column made, and adds one only past the last.
 */
export class SideFlow extends Flow {
  private page = 0;

  start(): void {
    this.page = 0;
    this.doc.switchToPage(0);
    this.doc.y = this.top;
  }

  protected override nextPage(): void {
    this.page += 1;
    const { count } = this.doc.bufferedPageRange();
    if (this.page < count) this.doc.switchToPage(this.page);
    else this.doc.addPage();
  }
}
