import { describe, expect, it } from 'vitest';
import { matchingTyped } from './city-search';

const cities = [
  { value: '1', label: 'Pune' },
  { value: '2', label: 'Mumbai' },
  { value: '3', label: 'São Paulo' },
  { value: '4', label: 'Pimpri-Chinchwad' },
];

describe('matchingTyped', () => {
  it('keeps the cities whose name holds what was typed, case aside', () => {
    expect(matchingTyped(cities, 'pun').map((c) => c.label)).toEqual(['Pune']);
    expect(matchingTyped(cities, 'P').map((c) => c.label)).toEqual(['Pune', 'São Paulo', 'Pimpri-Chinchwad']);
  });

  it('sets accents aside, as the server search does', () => {
    expect(matchingTyped(cities, 'sao').map((c) => c.label)).toEqual(['São Paulo']);
    expect(matchingTyped(cities, 'SÃO P').map((c) => c.label)).toEqual(['São Paulo']);
  });

  it('keeps every city while nothing is typed, and none that does not match', () => {
    expect(matchingTyped(cities, '  ')).toEqual(cities);
    expect(matchingTyped(cities, 'Delhi')).toEqual([]);
  });
});
