import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardBrandLogo } from './card-brand-logo';

describe('CardBrandLogo', () => {
  it("names the brand's logo for screen readers", () => {
    render(<CardBrandLogo brand="diners" />);
    expect(screen.getByRole('img', { name: 'Diners Club' })).toBeTruthy();
  });

  it('falls back to the generic card, still named, for unionpay and unknown brands', () => {
    const { container } = render(
      <>
        <CardBrandLogo brand="unionpay" />
        <CardBrandLogo brand="maestro" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'UnionPay' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Card' })).toBeTruthy();
    // The generic drawing is the only one with the grey magnetic stripe.
    expect(container.querySelectorAll('rect[fill="#868e96"]')).toHaveLength(2);
  });

  it('keeps the 3:2 proportions at the requested width', () => {
    render(<CardBrandLogo brand="visa" size={60} />);
    const svg = screen.getByRole('img', { name: 'Visa' });
    expect(svg.getAttribute('width')).toBe('60');
    expect(svg.getAttribute('height')).toBe('40');
  });
});
