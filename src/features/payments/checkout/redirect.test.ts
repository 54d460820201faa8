import { describe, expect, it } from 'vitest';
import { safeCheckoutUrl } from './redirect';
import { limitsInWords, featureLabels } from './words';
import { orderIdOf, parseCheckoutSearch } from './checkout-search';

describe('the checkout address', () => {
  it('follows http(s) addresses, absolute or on this host, and nothing else', () => {
    const base = 'https://jobs.example.com/employer/payment?planId=1';
    expect(safeCheckoutUrl('https://checkout.stripe.com/c/pay/cs_1', base)).toBe(
      'https://checkout.stripe.com/c/pay/cs_1',
    );
    expect(safeCheckoutUrl('/payments/sandbox/checkout/abc', base)).toBe(
      'https://jobs.example.com/payments/sandbox/checkout/abc',
    );
    expect(safeCheckoutUrl('javascript:alert(1)', base)).toBeNull();
    expect(safeCheckoutUrl('data:text/html,hi', base)).toBeNull();
  });
});

describe('the checkout words and search', () => {
  it('says allowances in words, in one order, with unlimited and singulars', () => {
    expect(limitsInWords({ teamMembers: 1, jobPosts: 1200, candidateSearches: 'unlimited' })).toEqual([
      '1,200 job posts',
      'Unlimited candidate searches',
      '1 team member',
    ]);
    expect(featureLabels(['default', 'ats', 'not_a_flag'])).toHaveLength(1);
  });

  it('reads the ids and a known currency from the address', () => {
    expect(parseCheckoutSearch({ planId: ' abc-1 ', currency: 'inr' })).toEqual({
      planId: 'abc-1',
      topUpId: undefined,
      currency: 'INR',
    });
    expect(parseCheckoutSearch({ planId: '<script>', currency: 'XXX' })).toEqual({
      planId: undefined,
      topUpId: undefined,
      currency: undefined,
    });
    expect(orderIdOf({ orderId: 'c1e3a5f7-9b1d-4c3e-a5f7-9b1d3f5a7c8e' })).toBe('c1e3a5f7-9b1d-4c3e-a5f7-9b1d3f5a7c8e');
    expect(orderIdOf(null)).toBeUndefined();
  });
});
