import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CompanyLogo } from './company-logo';

describe('CompanyLogo', () => {
  it('sizes its picture before it loads and loads it lazily', () => {
    const { container } = renderWithProviders(<CompanyLogo name="Acme" logoUri="/files/a.png" size={40} />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/files/a.png?w=80');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('width')).toBe('40');
    expect(img?.getAttribute('height')).toBe('40');
  });

  it('shows the initials without a picture', () => {
    const { container } = renderWithProviders(<CompanyLogo name="Acme Corp" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.mantine-Avatar-placeholder')?.textContent).toBe('AC');
  });
});
