// The platform's own colours (server/content/settings.ts DEFAULT_APPEARANCE): a board that keeps
// them needs nothing of brand-theme.ts, which therefore loads only for boards with their own.
import type { BrandColors } from '@shared/branding/contrast.ts';

export const PLATFORM_COLORS: BrandColors = {
  primary: '#1971c2',
  secondary: '#495057',
  accent: '#f59f00',
  background: '#ffffff',
  text: '#212529',
};

export function isPlatformColors(c: BrandColors): boolean {
  return (Object.keys(PLATFORM_COLORS) as Array<keyof BrandColors>).every(
    (k) => c[k].toLowerCase() === PLATFORM_COLORS[k],
  );
}
