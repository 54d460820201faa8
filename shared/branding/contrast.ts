// WCAG 2.1 contrast between two #rrggbb colours, and the pairs of a board's colours where text
// meets a colour: the console checks them as the admin picks and the server again before saving.
export type BrandColors = { primary: string; secondary: string; accent: string; background: string; text: string };

/** AA for body-size text. */
export const AA = 4.5;

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export type ContrastProblem = { color: keyof BrandColors; ratio: number; message: string };

const WHITE = '#ffffff';

/** The colours that fail AA where text meets them, the first pair each colour fails named. */
export function contrastProblems(c: BrandColors): ContrastProblem[] {
  const pairs: Array<[keyof BrandColors, string, string, string]> = [
    ['text', c.text, c.background, 'body text on the background'],
    ['primary', c.primary, c.background, 'links on the background'],
    ['primary', WHITE, c.primary, 'white button labels on it'],
    ['secondary', WHITE, c.secondary, 'white button labels on it'],
  ];
  const problems: ContrastProblem[] = [];
  for (const [color, fg, bg, where] of pairs) {
    const ratio = contrast(fg, bg);
    if (ratio >= AA || problems.some((p) => p.color === color)) continue;
    problems.push({
      color,
      ratio,
      message: `has a contrast of ${ratio.toFixed(2)}:1 for ${where}; WCAG AA needs ${AA}:1`,
    });
  }
  return problems;
}
