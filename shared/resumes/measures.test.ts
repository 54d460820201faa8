// The resume's measures, which the PDF and the builder's preview both draw with.
import { describe, expect, it } from 'vitest';
import { resumeMeasures } from './measures.ts';

const WHITE_LUMINANCE = 1;
function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return (WHITE_LUMINANCE + 0.05) / (l + 0.05);
}

describe('resume measures', () => {
  it('sizes the page and the text from the settings', () => {
    const m = resumeMeasures({ paperSize: 'Letter', fontSize: 'large', headerSize: 'small', themeColor: '#1c7ed6' });
    expect(m.paper).toEqual([612, 792]);
    expect([m.body, m.small, m.entryTitle, m.heading, m.name]).toEqual([11.5, 10.5, 12, 14, 20]);
  });

  it('keeps a dark theme colour for text and darkens a light one until it reads on white', () => {
    const dark = resumeMeasures({ paperSize: 'A4', fontSize: 'small', headerSize: 'medium', themeColor: '#1a237e' });
    expect(dark.accentText).toBe('#1a237e');
    const light = resumeMeasures({ paperSize: 'A4', fontSize: 'small', headerSize: 'medium', themeColor: '#ffd43b' });
    expect(light.accent).toBe('#ffd43b');
    expect(light.accentText).not.toBe('#ffd43b');
    expect(contrastOnWhite(light.accentText)).toBeGreaterThanOrEqual(4.4);
    expect(light.tint).toMatch(/^#f[a-f0-9]f[a-f0-9]/);
  });

  it('falls back to the default blue for a colour it cannot read', () => {
    expect(
      resumeMeasures({ paperSize: 'A4', fontSize: 'small', headerSize: 'medium', themeColor: 'blue' }).accent,
    ).toBe('#1c7ed6');
  });
});
