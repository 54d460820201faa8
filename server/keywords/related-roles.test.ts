import { describe, expect, it } from 'vitest';
import { relatedRoleNames, relatedTitles } from './related-roles.ts';
import { withBoardGroups } from './synonyms.ts';

describe('related roles', () => {
  it('lists the other roles of a cluster with their dictionary spellings', () => {
    expect(relatedTitles('devops')).toEqual([
      'site reliability engineering',
      'sre',
      'site reliability engineer',
      'platform engineer',
      'cloud engineer',
    ]);
    expect(relatedTitles('site reliability engineering')).toContain('dev ops');
    expect(relatedTitles('Artificial Intelligence')).toEqual(['machine learning', 'ml']);
  });

  it('has none for a role in no cluster', () => {
    expect(relatedTitles('nurse')).toEqual([]);
    expect(relatedTitles('engineer')).toEqual([]);
  });

  it("spells related roles with the board's own dictionary", () => {
    const board = withBoardGroups([['sre', 'reliability engineer']]);
    expect(relatedTitles('devops', board)).toContain('site reliability engineering');
    expect(relatedTitles('devops', board)).not.toContain('sre');
  });
});

describe('relatedRoleNames', () => {
  it('names each related role once, as a person reads it', () => {
    expect(relatedRoleNames('devops')).toEqual(['site reliability engineer', 'platform engineer', 'cloud engineer']);
    expect(relatedRoleNames('HR Manager')).toEqual(['HR business partner', 'human resources manager', 'HR generalist']);
    expect(relatedRoleNames('nurse')).toEqual([]);
  });
});
