// The measures and colours of the two resume templates, one set for the PDF renderer
// (server/resumes/pdf/style.ts) and the builder's preview (src/features/resumes/preview/look.ts), so
// the preview shows the page the PDF prints: points for sizes, the paper, the margins, and the
// colours derived from the theme colour: a shade dark enough to read as text on white (WCAG AA) and
// a pale tint for the modern side column.
export type ResumeMeasureSettings = {
  paperSize: 'A4' | 'Letter';
  fontSize: 'small' | 'medium' | 'large';
  headerSize: 'small' | 'medium' | 'large';
  themeColor: string;
};

export type ResumeMeasures = {
  /** Width and height in points. */
  paper: [number, number];
  margin: { top: number; bottom: number; left: number; right: number };
  /** Body text size, and the sizes derived from it. */
  body: number;
  small: number;
  entryTitle: number;
  heading: number;
  name: number;
  /** The theme colour as chosen (rules, bars), and a shade of it readable as text on white. */
  accent: string;
  accentText: string;
  /** A pale tint of the theme colour (the modern side column's background). */
  tint: string;
  text: string;
  muted: string;
};

const PAPER: Record<ResumeMeasureSettings['paperSize'], [number, number]> = {
  A4: [595.28, 841.89],
  Letter: [612, 792],
};
const BODY: Record<ResumeMeasureSettings['fontSize'], number> = { small: 9.5, medium: 10.5, large: 11.5 };
const NAME: Record<ResumeMeasureSettings['headerSize'], number> = { small: 20, medium: 25, large: 31 };

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const n = /^#[0-9a-f]{6}$/i.test(hex) ? Number.parseInt(hex.slice(1), 16) : 0x1c7ed6;
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const hexOf = (c: Rgb) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
const mix = ([r, g, b]: Rgb, [r2, g2, b2]: Rgb, t: number): Rgb => [
  r + (r2 - r) * t,
  g + (g2 - g) * t,
  b + (b2 - b) * t,
];

/** WCAG relative luminance, 0 (black) to 1 (white), of a colour not yet rounded to bytes. */
function luminance([r, g, b]: Rgb): number {
  const linear = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The colour darkened step by step until it has 4.5:1 contrast on white (WCAG AA for text). */
function readable(c: Rgb): Rgb {
  let shade = c;
  for (let i = 0; i < 20 && 1.05 / (luminance(shade) + 0.05) < 4.5; i++) shade = mix(shade, [0, 0, 0], 0.12);
  return shade;
}

export function resumeMeasures(settings: ResumeMeasureSettings): ResumeMeasures {
  const body = BODY[settings.fontSize];
  const accent = rgbOf(settings.themeColor);
  return {
    paper: PAPER[settings.paperSize],
    margin: { top: 46, bottom: 52, left: 50, right: 50 },
    body,
    small: body - 1,
    entryTitle: body + 0.5,
    heading: body + 2.5,
    name: NAME[settings.headerSize],
    accent: hexOf(accent),
    accentText: hexOf(readable(accent)),
    tint: hexOf(mix(accent, [255, 255, 255], 0.9)),
    text: '#212529',
    muted: '#5c636a',
  };
}
