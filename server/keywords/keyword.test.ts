import { describe, expect, it } from 'vitest';
import { keywordGroups, mayBeTypo, oneEditAway } from './keyword.ts';

describe('keyword groups', () => {
  it('keeps dictionary phrases together and widens each group by its synonyms', () => {
    expect(keywordGroups('Senior JS  react native').map((g) => g.typed)).toEqual(['senior', 'js', 'react native']);
    expect(keywordGroups('k8s')[0]?.variants).toEqual(['k8s', 'kubernetes']);
    expect(keywordGroups('e-commerce')[0]?.variants).toEqual(['e-commerce', 'ecommerce']);
    expect(keywordGroups(' -- ')).toEqual([]);
  });

  it('tries a word with a slash as its parts too', () => {
    expect(keywordGroups('ui/ux')[0]?.variants).toEqual(['ui/ux', 'ui ux']);
  });

  it('does not widen a phrase to a part of itself, unless the part names the group', () => {
    expect(keywordGroups('customer support')[0]?.variants).toEqual(['customer support', 'customer service']);
    expect(keywordGroups('support')[0]?.variants).toEqual(['support', 'customer support', 'customer service']);
    expect(keywordGroups('react js')[0]?.variants).toContain('react');
  });

  it('takes the developer of a software field for its engineer, and no other developer', () => {
    expect(keywordGroups('javascript developer')[1]?.variants).toEqual(['developer', 'engineer']);
    expect(keywordGroups('k8s engineer')[1]?.variants).toEqual(['engineer']);
    expect(keywordGroups('civil engineer')[1]?.variants).toEqual(['engineer']);
    expect(keywordGroups('front-end engineer')[1]?.variants).toEqual(['engineer', 'developer']);
  });

  it('corrects only plain words of five letters or more', () => {
    expect(keywordGroups('java pyhton js').map(mayBeTypo)).toEqual([false, true, false]);
  });

  it('lists the words one deletion, swap, replacement or insertion away', () => {
    const edits = oneEditAway('pyhton');
    expect(edits).toEqual(expect.arrayContaining(['python', 'pyton', 'pyhhton', 'pyhtan']));
    expect(edits).not.toContain('pyhton');
    expect(edits).not.toContain('pythno');
  });
});
