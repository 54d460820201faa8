// The synonym groups an admin saves (AdminSettingsInput.search.synonyms), checked beyond the
// contract's shape: terms are compared without case or extra spaces, each must hold a letter or
// a digit, a group needs two different terms, and a term belongs to one group only. A refusal
// names the field (body.search.synonyms.2.terms.1).
import type { components } from '@generated/schema';
import { fieldError } from '../../errors/errors.ts';
import { type SynonymGroup, normalise } from '../../keywords/index.ts';

type Input = components['schemas']['SearchSynonymGroup'];

export function synonymGroupsOf(input: readonly Input[]): SynonymGroup[] {
  const owner = new Map<string, number>();
  return input.map((group, i) => {
    const terms: string[] = [];
    group.terms.forEach((raw, j) => {
      const term = normalise(raw);
      const field = `search.synonyms.${i}.terms.${j}`;
      if (!/[\p{L}\p{N}]/u.test(term)) throw fieldError(field, 'A term needs a letter or a digit');
      const other = owner.get(term);
      if (other !== undefined && other !== i)
        throw fieldError(field, `"${term}" is already in group ${other + 1}; a term belongs to one group`);
      if (terms.includes(term)) return;
      owner.set(term, i);
      terms.push(term);
    });
    if (terms.length < 2) throw fieldError(`search.synonyms.${i}.terms`, 'A group needs at least two different terms');
    return { language: group.language, terms };
  });
}
