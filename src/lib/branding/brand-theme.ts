// The board's colours (settings/appearance) in the one theme (src/theme.ts). The admin's primary
// becomes the shade the theme uses for buttons and links (primaryShade 8), exactly as picked and
// checked for WCAG AA by the console; the lighter shades (light buttons, badges, hovers) are mixed
// toward white and the darker one toward black. Background and text become the page's. A board
// with the platform's colours gets the theme unchanged.
import {
  mergeThemeOverrides,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import type { BrandColors } from '@shared/branding/contrast.ts';
import { PLATFORM_COLORS as PLATFORM } from '@shared/branding/platform-colors.ts';

/** How far each shade 0–7 moves toward white, and shade 9 toward black. */
const TOWARD_WHITE = [0.93, 0.85, 0.7, 0.55, 0.42, 0.3, 0.19, 0.09] as const;
const TOWARD_BLACK = 0.14;

function mix(hex: string, target: number, amount: number): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16);
    return Math.round(c + (target - c) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

export function brandShades(primary: string): MantineColorsTuple {
  const hex = primary.toLowerCase();
  return [
    ...TOWARD_WHITE.map((a) => mix(hex, 255, a)),
    hex,
    mix(hex, 0, TOWARD_BLACK),
  ] as unknown as MantineColorsTuple;
}

export function brandedTheme(base: MantineThemeOverride, colors: BrandColors | null): MantineThemeOverride {
  if (!colors || colors.primary.toLowerCase() === PLATFORM.primary) return base;
  return mergeThemeOverrides(base, { colors: { brand: brandShades(colors.primary) } });
}

export function brandedCssVariables(base: CSSVariablesResolver, colors: BrandColors | null): CSSVariablesResolver {
  if (!colors) return base;
  const page: Record<string, string> = {};
  if (colors.background.toLowerCase() !== PLATFORM.background) page['--mantine-color-body'] = colors.background;
  if (colors.text.toLowerCase() !== PLATFORM.text) page['--mantine-color-text'] = colors.text;
  // The hero's band and the footer take the secondary colour (white text on it is AA-checked).
  if (colors.secondary.toLowerCase() !== PLATFORM.secondary) page['--board-secondary'] = colors.secondary;
  page['--board-accent'] = colors.accent;
  return (theme) => {
    const resolved = base(theme);
    return { ...resolved, light: { ...resolved.light, ...page } };
  };
}
