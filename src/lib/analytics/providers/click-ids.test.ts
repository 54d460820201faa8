import { afterEach, describe, expect, it } from 'vitest';
import { readAdCookies, readClickIds, rememberClickIds } from './click-ids';

afterEach(() => sessionStorage.clear());

describe('click identifiers', () => {
  it('keeps only the known identifiers and lets a newer click replace an older one', () => {
    rememberClickIds('?gclid=first&_gl=1*abc&utm_source=x&token=secret');
    const later = rememberClickIds('?gclid=second');
    expect(later).toEqual({ gclid: 'second', _gl: '1*abc' });
    expect(readClickIds()).toEqual({ gclid: 'second', _gl: '1*abc' });
  });

  it('ignores values longer than the contract allows', () => {
    expect(rememberClickIds(`?fbclid=${'x'.repeat(501)}`)).toEqual({});
  });

  it('survives storage that is unavailable', () => {
    expect(rememberClickIds('?dclid=abc', null)).toEqual({ dclid: 'abc' });
    expect(readClickIds(null)).toEqual({});
  });

  it('reads the ad cookies and nothing else', () => {
    expect(readAdCookies('_gcl_au=1.1.99; session=s3cr3t; _fbc=fb.1.2.IwAR%3D')).toEqual({
      _gcl_au: '1.1.99',
      _fbc: 'fb.1.2.IwAR=',
    });
  });
});
