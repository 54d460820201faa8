// The measures and colours of the two resume templates, the same numbers the PDF renderer uses
// (server/resumes/pdf/style.ts): points for sizes (CSS draws pt, and at zoom 1 the preview is the
// page at 96 dpi), the paper, the margins, and the colours derived from the theme colour: a shade
// dark enough to read as text on white (WCAG AA) and a pale tint for the modern side column.
import type { ResumeSettingsFontSize, ResumeSettingsHeaderSize, ResumeSettingsPaperSize } from '@generated/api/model';
import type { FullSettings } from '../model/defaults';

const PAPER_PT: Record<ResumeSettingsPaperSize, [number, number]> = { A4: [595.28, 841.89], Letter: [612, 792] };
const BODY_PT: Record<ResumeSettingsFontSize, number> = { small: 9.5, medium: 10.5, large: 11.5 };
const NAME_PT: Record<ResumeSettingsHeaderSize, number> = { small: 20, medium: 25, large: 31 };

export const PX_PER_PT = 96 / 72;

export type Look = {
  paper: { width: number; height: number };
  margin: { top: number; bottom: number; left: number; right: number };
  body: number;
  small: number;
  entryTitle: number;
  heading: number;
  name: number;
  /** The theme colour as chosen (rules, bars, bullets' colour comes from accentText). */
  accent: string;
  accentText: string;
  tint: string;
  text: string;
  muted: string;
};

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

function luminance([r, g, b]: Rgb): number {
  const linear = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The colour darkened step by step until it reads on white at 4.5:1, as the PDF does. */
function readable(c: Rgb): Rgb {
  let shade = c;
  for (let i = 0; i < 20 && 1.05 / (luminance(shade) + 0.05) < 4.5; i++) shade = mix(shade, [0, 0, 0], 0.12);
  return shade;
}

export function lookOf(settings: FullSettings): Look {
  const body = BODY_PT[settings.fontSize];
  const accent = rgbOf(settings.themeColor);
  const [width, height] = PAPER_PT[settings.paperSize];
  return {
    paper: { width, height },
    margin: { top: 46, bottom: 52, left: 50, right: 50 },
    body,
    small: body - 1,
    entryTitle: body + 0.5,
    heading: body + 2.5,
    name: NAME_PT[settings.headerSize],
    accent: hexOf(accent),
    accentText: hexOf(readable(accent)),
    tint: hexOf(mix(accent, [255, 255, 255], 0.9)),
    text: '#212529',
    muted: '#5c636a',
  };
}

export const pt = (n: number) => `${Math.round(n * 100) / 100}pt`;
