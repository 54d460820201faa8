// The one Mantine theme of the product. The tenant's brand colour (settings/appearance) replaces
// the primary colour at run time; everything else stays consistent across tenants.
import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

const brand: MantineColorsTuple = [
  '#e7f5ff',
  '#d0ebff',
  '#a5d8ff',
  '#74c0fc',
  '#4dabf7',
  '#339af0',
  '#228be6',
  '#1c7ed6',
  '#1971c2',
  '#1864ab',
];

/** Colours whose shade 9 is still too light to read on their own pale background. */
const PALE_COLORS = new Set(['yellow', 'lime', 'orange']);

/**
 * Light variants (badges, light buttons, alerts) put shade-9 text on shade 1, which falls under
 * WCAG AA for several colours (teal: 4.3:1). On shade 0 they pass (teal: 4.7:1); the pale
 * colours get dark text.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const base = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return base;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || !parsed.color) return base;
  const c = parsed.color;
  return {
    ...base,
    background: `var(--mantine-color-${c}-0)`,
    hover: `var(--mantine-color-${c}-1)`,
    color: PALE_COLORS.has(c) ? 'var(--mantine-color-dark-8)' : `var(--mantine-color-${c}-9)`,
  };
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'brand',
  // Shade 8 keeps white text and links on white at WCAG AA contrast (5.0:1); shade 7 is 4.2:1.
  primaryShade: { light: 8, dark: 5 },
  colors: { brand },
  defaultRadius: 'md',
  // Users who ask their system for less motion get dialogs, menus and drawers without their
  // transitions (WCAG 2.3.3). The journeys ask for it too (playwright.config.ts): an element is
  // never clicked while it still slides into place.
  respectReducedMotion: true,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS font list, not a text
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'md', withBorder: true } },
    Modal: { defaultProps: { zIndex: 1200 } },
    // Dropdowns and menus open above modals and drawers (1200): Mantine's default (300) put a
    // Select's options behind the dialog it sits in, where nobody could pick one.
    Combobox: { defaultProps: { zIndex: 1300 } },
    Popover: { defaultProps: { zIndex: 1300 } },
  },
});

/**
 * Mantine's "dimmed" grey (#868e96) is 3.3:1 on white, below WCAG AA for body text; gray.7 reads as
 * secondary and passes (7:1). Its error red (red.6, #fa5252) is 3.3:1 too, for field errors and the
 * text of an invalid field; red.8 passes (4.5:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    // Mantine's placeholder grey (2.1:1) fails axe where a picker shows its placeholder as text
    // (date and month pickers); this one is 4.7:1 on white and still reads as a hint.
    '--mantine-color-placeholder': '#6c757d',
  },
  dark: {},
});
