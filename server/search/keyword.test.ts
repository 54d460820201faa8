import { describe, expect, it } from 'vitest';
import { keywordGroups, mayBeTypo, oneEditAway } from './keyword.ts';

describe('keyword groups', () => {
  it('keeps dictionary phrases together and widens each group by its synonyms', () => {
    expect(keywordGroups('Senior JS  react native').map((g) => g.typed)).toEqual(['senior', 'js', 'react native']);
    expect(keywordGroups('k8s')[0]?.variants).toEqual(['k8s', 'kubernetes']);
    expect(keywordGroups('e-commerce')[0]?.variants).toEqual(['e-commerce', 'ecommerce']);
    expect(keywordGroups(' -- ')).toEqual([]);
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
