import { describe, expect, it } from 'vitest';
import { BUILT_IN, canonicalTerm, sameTerm, termVariants, withBoardGroups } from './synonyms.ts';

describe('skill and title synonyms', () => {
  it('gives every spelling of a skill one name, case and spacing aside', () => {
    expect(canonicalTerm('ReactJS')).toBe('react');
    expect(canonicalTerm(' React.js ')).toBe('react');
    expect(canonicalTerm('K8s')).toBe('kubernetes');
    expect(canonicalTerm('Front-End')).toBe('frontend');
    expect(canonicalTerm('Elixir')).toBe('elixir');
  });

  it('knows which names mean the same and which do not', () => {
    expect(sameTerm('Postgres', 'PostgreSQL')).toBe(true);
    expect(sameTerm('Java', 'JavaScript')).toBe(false);
    expect(sameTerm('React Native', 'React')).toBe(false);
  });

  it('lists the variants of a term, the term first', () => {
    expect(termVariants('JS')).toEqual(['js', 'javascript', 'ecmascript', 'es6']);
    expect(termVariants('Elixir')).toEqual(['elixir']);
  });

  it("adds a board's groups, a word they claim leaving its built-in group", () => {
    const board = withBoardGroups([
      ['pm', 'project manager'],
      ['rn', 'nurse'],
    ]);
    expect(termVariants('pm', board)).toEqual(['pm', 'project manager']);
    expect(termVariants('product manager', board)).toEqual(['product manager', 'product owner']);
    expect(termVariants('rn', board)).toEqual(['rn', 'nurse']);
    expect(termVariants('registered nurse', board)).toEqual(['registered nurse', 'staff nurse']);
    expect(termVariants('k8s', board)).toEqual(['k8s', 'kubernetes']);
    expect(withBoardGroups([])).toBe(BUILT_IN);
  });
});
