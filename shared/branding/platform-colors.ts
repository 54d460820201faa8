// The platform's own colours: the server's default appearance (server/board-settings/settings.ts), and
// in the app the test that a board keeps them, so brand-theme.ts loads only for boards with their
// own. The primary meets WCAG AA for links on white and white labels on it, as an admin's must.
import type { BrandColors } from './contrast.ts';

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
