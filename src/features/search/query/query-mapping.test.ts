import { describe, expect, it } from 'vitest';
import { nameProblem } from './names';
import { fromSavedFilters, labelsOfSavedFilters, summarizeFilters, toSavedFilters } from './saved-filters';
import { toSearchQuery, validateSmartSearch, withChanges, withoutFilters, type SmartSearch } from './search-params';

describe('the smart-search URL', () => {
  it('keeps what is set and drops defaults and junk', () => {
    expect(
      validateSmartSearch({
        q: '  react  ',
        skills: ['sk-react', 'sk-react', ''],
        location: '1277333',
        company: 2024,
        list: ['not an id!', '89c441d3-ba93-42f3-a97f-f4b428e7763b'],
        sort: 'relevance',
        page: '1',
        limit: 10,
        tab: 'nope',
        listId: '89c441d3-ba93-42f3-a97f-f4b428e7763b',
      }),
    ).toEqual({
      q: 'react',
      skills: ['sk-react'],
      location: ['1277333'],
      company: ['2024'],
      list: ['89c441d3-ba93-42f3-a97f-f4b428e7763b'],
    });
  });

  it('reads sort, paging, the saved search and the open list', () => {
    expect(
      validateSmartSearch({ sort: 'experience', page: 3, limit: '50', saved: 'abc-1', tab: 'lists', listId: 'l-1' }),
    ).toEqual({ sort: 'experience', page: 3, limit: 50, saved: 'abc-1', tab: 'lists', listId: 'l-1' });
    expect(validateSmartSearch({ limit: 30, gender: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual({
      gender: ['a', 'b', 'c', 'd', 'e'],
    });
  });

  it('turns into the request body, every type into its field', () => {
    const search: SmartSearch = {
      q: 'backend engineer',
      skills: ['sk-nodejs'],
      experience: ['exp-5-8'],
      location: ['1277333'],
      education: ['q-btech'],
      domain: ['dom-fintech'],
      salary: ['sal-20-30'],
      gender: ['g-f'],
      company: ['Razorpay'],
      title: ['Backend Engineer'],
      certification: ['AWS Solutions Architect'],
      list: ['l-1'],
      sort: 'lastActiveAt',
      page: 2,
      limit: 20,
      saved: 's-1',
    };
    expect(toSearchQuery(search)).toEqual({
      page: 2,
      limit: 20,
      sortBy: 'lastActiveAt',
      sortOrder: 'desc',
      keyword: 'backend engineer',
      skillIds: ['sk-nodejs'],
      experienceIds: ['exp-5-8'],
      cityIds: ['1277333'],
      qualificationIds: ['q-btech'],
      domainIds: ['dom-fintech'],
      salaryRangeIds: ['sal-20-30'],
      genderIds: ['g-f'],
      companies: ['Razorpay'],
      titles: ['Backend Engineer'],
      certifications: ['AWS Solutions Architect'],
      listIds: ['l-1'],
      savedSearchId: 's-1',
    });
    expect(toSearchQuery({})).toEqual({ page: 1, limit: 10, sortBy: 'relevance' });
  });

  it('goes back to page 1 and leaves the saved search on any change', () => {
    const search: SmartSearch = { q: 'go', skills: ['sk-go'], page: 4, saved: 's-1', limit: 20, sort: 'experience' };
    expect(withChanges(search, { skills: undefined })).toEqual({ q: 'go', limit: 20, sort: 'experience' });
    expect(withoutFilters(search)).toEqual({ q: 'go', limit: 20, sort: 'experience' });
  });
});

describe('saved-search filters', () => {
  const labels = {
    skills: new Map([
      ['sk-nodejs', 'Node.js'],
      ['sk-postgresql', 'PostgreSQL'],
    ]),
    location: new Map([['1277333', 'Bengaluru']]),
  };

  it('are made from a search, with labels where known', () => {
    expect(
      toSavedFilters(
        {
          q: 'backend engineer',
          skills: ['sk-nodejs', 'sk-postgresql'],
          location: ['1277333'],
          company: ['Razorpay'],
          experience: ['exp-5-8'],
          page: 3,
          sort: 'experience',
        },
        labels,
      ),
    ).toEqual([
      { type: 'keyword', values: ['backend engineer'] },
      { type: 'skills', values: ['sk-nodejs', 'sk-postgresql'], labels: ['Node.js', 'PostgreSQL'] },
      { type: 'experience', values: ['exp-5-8'] },
      { type: 'location', values: ['1277333'], labels: ['Bengaluru'] },
      { type: 'company', values: ['Razorpay'] },
    ]);
    expect(toSavedFilters({ page: 2 })).toEqual([]);
  });

  it('give the search back (a round trip keeps it)', () => {
    const search: SmartSearch = { q: 'react', skills: ['sk-react'], title: ['Frontend Engineer'], list: ['l-1'] };
    expect(fromSavedFilters(toSavedFilters(search, labels))).toEqual(search);
    expect(
      fromSavedFilters([
        { type: 'skills', values: ['sk-a', ' ', 'sk-a'] },
        { type: 'gender', values: [' '] },
      ]),
    ).toEqual({ skills: ['sk-a'] });
  });

  it('carry their labels and read as one line', () => {
    const filters = [
      { type: 'keyword' as const, values: ['backend engineer'] },
      { type: 'skills' as const, values: ['a', 'b', 'c', 'd'], labels: ['A', 'B', 'C', 'D'] },
      { type: 'location' as const, values: ['1277333'], labels: ['Bengaluru'] },
    ];
    expect(labelsOfSavedFilters(filters).location?.get('1277333')).toBe('Bengaluru');
    expect(labelsOfSavedFilters(filters).keyword).toBeUndefined();
    expect(summarizeFilters(filters)).toBe('Keyword: backend engineer · Skills: A, B, C +1 · Location: Bengaluru');
  });
});

describe('names of saved searches and lists', () => {
  it('allow letters, numbers and spaces up to 100', () => {
    expect(nameProblem('Senior Node engineers 2026')).toBeNull();
    expect(nameProblem('Ingénieurs à Pune')).toBeNull();
    expect(nameProblem('   ')).toBe('Enter a name');
    expect(nameProblem('C++ people')).toBe('Use letters, numbers and spaces only');
    expect(nameProblem('a'.repeat(101))).toBe('Use at most 100 characters');
  });
});
