// The editor's form rules: the slug follows the title until the admin writes one, the contract's
// checks as the admin types, the bodies sent, and the server's refusals placed beside the fields.
import { describe, expect, it } from 'vitest';
import type { AdminJournalArticle } from '@generated/api/model';
import {
  createInputOf,
  EMPTY_FORM,
  formOf,
  problemsFromServer,
  problemsOf,
  sameForm,
  slugOf,
  updateInputOf,
} from './article-form';

const stored: AdminJournalArticle = {
  _id: '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
  slug: 'night-shift-in-pune',
  title: 'Night shift in Pune',
  status: 'draft',
  excerpt: '',
  coverImage: null,
  authorName: 'Kavya Iyer',
  bodyHtml: '<p>Dock briefing.</p>',
  readingMinutes: 1,
  publishedAt: null,
  createdAt: '2026-11-24T16:10:00.000Z',
  updatedAt: '2026-11-24T16:10:00.000Z',
  version: 3,
};

describe('the article form', () => {
  it('makes the slug from the title until the admin writes their own', () => {
    const form = { ...EMPTY_FORM, title: 'Café culture at our Mumbai office!' };
    expect(slugOf(form)).toBe('cafe-culture-at-our-mumbai-office');
    expect(slugOf({ ...form, slug: 'mumbai-cafe' })).toBe('mumbai-cafe');
    expect(createInputOf(form)).toEqual({ title: 'Café culture at our Mumbai office!', bodyHtml: '' });
    expect(createInputOf({ ...form, slug: 'mumbai-cafe', authorName: ' Rohan ' })).toEqual({
      title: 'Café culture at our Mumbai office!',
      slug: 'mumbai-cafe',
      authorName: 'Rohan',
      bodyHtml: '',
    });
  });

  it('checks the contract’s rules as the admin types', () => {
    expect(problemsOf(EMPTY_FORM, true)).toEqual({ title: 'Give the article a title' });
    const form = formOf(stored);
    expect(problemsOf(form, false)).toEqual({});
    const bad = problemsOf(
      { ...form, slug: 'Not A Slug', coverImage: 'javascript:alert(1)', authorName: ' ', excerpt: 'x'.repeat(301) },
      false,
    );
    expect(Object.keys(bad).sort()).toEqual(['authorName', 'coverImage', 'excerpt', 'slug']);
    expect(problemsOf({ ...form, coverImage: '/files/journal/cover.jpg' }, false)).toEqual({});
    expect(problemsOf({ ...form, coverImage: 'http://plain.example/a.jpg' }, false).coverImage).toBeDefined();
  });

  it('sends the whole article with the version it started from', () => {
    const form = { ...formOf(stored), coverImage: '  ', excerpt: ' A night on the dock. ' };
    expect(updateInputOf(form, stored.version)).toEqual({
      version: 3,
      title: 'Night shift in Pune',
      slug: 'night-shift-in-pune',
      excerpt: 'A night on the dock.',
      coverImage: null,
      authorName: 'Kavya Iyer',
      bodyHtml: '<p>Dock briefing.</p>',
    });
    expect(sameForm(formOf(stored), formOf(stored))).toBe(true);
    expect(sameForm(formOf(stored), form)).toBe(false);
  });

  it('places the server’s refusals beside the fields', () => {
    expect(
      problemsFromServer([
        { field: 'body.slug', message: 'Another article already has this address' },
        { field: 'body.coverImage', message: 'must match pattern' },
        { field: 'body', message: 'is invalid' },
      ]),
    ).toEqual({ slug: 'Another article already has this address', coverImage: 'must match pattern' });
  });
});
