import { describe, expect, it } from 'vitest';
import { canonicalTerm, sameTerm, termVariants } from './synonyms.ts';

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
});
