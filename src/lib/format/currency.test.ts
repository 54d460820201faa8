import { describe, expect, it } from 'vitest';
import { currencyCodeOf, currencySymbol, formatCurrency } from './currency';

describe('formatCurrency', () => {
  it('shows INR with Indian digit grouping and 2 decimals', () => {
    expect(formatCurrency(123456, 'INR')).toBe('₹1,23,456.00');
    expect(formatCurrency(12345678.5, 'INR')).toBe('₹1,23,45,678.50');
  });

  it('shows other currencies as symbol + en-US grouping with 2 decimals', () => {
    expect(formatCurrency(123456, 'USD')).toBe('$123,456.00');
    expect(formatCurrency(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatCurrency(99, 'AUD')).toBe('A$99.00');
    expect(formatCurrency(1500, 'SEK')).toBe('kr1,500.00');
    expect(formatCurrency(10, 'MXN')).toBe('Mex$10.00');
    expect(formatCurrency(1000, 'JPY')).toBe('¥1,000.00');
  });

  it('falls back to USD for a missing or unknown code', () => {
    expect(formatCurrency(42, undefined)).toBe('$42.00');
    expect(formatCurrency(42, null)).toBe('$42.00');
    expect(formatCurrency(42, 'XYZ')).toBe('$42.00');
  });

  it('accepts lower-case codes and numeric strings', () => {
    expect(formatCurrency('2500', 'gbp')).toBe('£2,500.00');
  });

  it('rounds to 2 decimals and keeps the sign in front of the symbol', () => {
    expect(formatCurrency(10.005, 'USD')).toMatch(/^\$10\.0[01]$/);
    expect(formatCurrency(-12.3, 'USD')).toBe('-$12.30');
  });

  it('shows a missing or unparseable amount as zero', () => {
    expect(formatCurrency(null, 'INR')).toBe('₹0.00');
    expect(formatCurrency('abc', 'USD')).toBe('$0.00');
  });
});

describe('currencySymbol and currencyCodeOf', () => {
  it('reads the symbol table of the specification', () => {
    expect(currencySymbol('JPY')).toBe('¥');
    expect(currencySymbol('CNY')).toBe('¥');
    expect(currencySymbol('AED')).toBe('د.إ');
    expect(currencySymbol('ALL')).toBe('L');
    expect(currencySymbol('nope')).toBe('$');
  });

  it('normalises codes', () => {
    expect(currencyCodeOf(' inr ')).toBe('INR');
    expect(currencyCodeOf('')).toBe('USD');
  });
});
