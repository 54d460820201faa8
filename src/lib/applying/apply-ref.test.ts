import { afterEach, describe, expect, it } from 'vitest';
import { currentApplyRef, rememberApplyRef, rememberApplyRefOf } from './apply-ref';

afterEach(() => sessionStorage.clear());

describe('apply ref', () => {
  it('is direct (none) until something names one, then the last one wins', () => {
    expect(currentApplyRef()).toEqual({});
    rememberApplyRefOf('?utm_source=x&ref=alert');
    expect(currentApplyRef()).toEqual({ ref: 'alert' });
    rememberApplyRef('search');
    expect(currentApplyRef()).toEqual({ ref: 'search' });
  });

  it('ignores a ref it does not know', () => {
    rememberApplyRefOf('?ref=<script>');
    expect(currentApplyRef()).toEqual({});
  });
});
