import { describe, expect, it } from 'vitest';
import { contrast } from '@shared/branding/contrast.ts';
import { theme } from '@/theme';
import { brandedTheme, brandShades } from './brand-theme';

describe('the board’s colours in the theme', () => {
  it('uses the admin’s primary exactly where buttons and links take it, lighter and darker around it', () => {
    const shades = brandShades('#0B5FFF');
    expect(shades).toHaveLength(10);
    expect(shades[8]).toBe('#0b5fff');
    // Lighter toward 0, darker at 9: each step reads less against white than the next one.
    for (let i = 0; i < 9; i += 1)
      expect(contrast(shades[i] ?? '', '#ffffff')).toBeLessThan(contrast(shades[i + 1] ?? '', '#ffffff'));
    // The light variant's text (shade 9) stays readable on its background (shade 0).
    expect(contrast(shades[9] ?? '', shades[0] ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the platform’s theme for the platform’s colours', () => {
    const platform = {
      primary: '#1971c2',
      secondary: '#495057',
      accent: '#f59f00',
      background: '#ffffff',
      text: '#212529',
    };
    expect(brandedTheme(theme, platform)).toBe(theme);
    expect(brandedTheme(theme, null)).toBe(theme);
    expect(brandedTheme(theme, { ...platform, primary: '#0b5fff' }).colors?.brand?.[8]).toBe('#0b5fff');
  });
});
