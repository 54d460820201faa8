import { describe, expect, it } from 'vitest';
import { roleText } from './card-format';

describe('the role a candidate card shows', () => {
  it('joins the headline and the current company', () => {
    expect(roleText({ headline: 'Backend Engineer', currentCompany: 'Razorpay' })).toBe('Backend Engineer at Razorpay');
  });

  it('leaves the company out when the headline names it already', () => {
    const card = {
      headline: 'Curriculum Developer at Granite Peak Consulting',
      currentCompany: 'Granite Peak Consulting',
    };
    expect(roleText(card)).toBe('Curriculum Developer at Granite Peak Consulting');
    expect(roleText({ headline: 'Lead at SWIGGY', currentCompany: 'Swiggy' })).toBe('Lead at SWIGGY');
  });

  it('shows either alone, or nothing', () => {
    expect(roleText({ headline: 'Designer', currentCompany: null })).toBe('Designer');
    expect(roleText({ headline: null, currentCompany: 'Swiggy' })).toBe('Swiggy');
    expect(roleText({ headline: '', currentCompany: null })).toBeNull();
  });
});
