// Contact details and the name: e-mail, phone with its dialling code, LinkedIn, location.
import { describe, expect, it } from 'vitest';
import { findEmail, findLinkedIn, findLocation, findPhone, phoneIn } from './fields/contact.ts';
import { findName, matchesEmail } from './fields/name.ts';
import type { TextLine } from './text/lines.ts';

describe('phone numbers', () => {
  it.each([
    ['+91 98230 12345', '+91', '9823012345'],
    ['+91-98230-12345', '+91', '9823012345'],
    ['+919823012345', '+91', '9823012345'],
    ['0091 98230 12345', '+91', '9823012345'],
    ['98230 12345', null, '9823012345'],
    ['(512) 555-0143', null, '5125550143'],
    ['+1 512-555-0143', '+1', '5125550143'],
    ['512.555.0143', null, '5125550143'],
    ['+44 7700 900123', '+44', '7700900123'],
    ['+44 (0) 20 7946 0958', '+44', '2079460958'],
    ['+234 803 123 4567', '+234', '8031234567'],
    ['+971 50 123 4567', '+971', '501234567'],
    ['+81 90-1234-5678', '+81', '9012345678'],
    ['+4930123456789', '+49', '30123456789'],
  ])('%s', (printed, countryCode, mobNo) => {
    expect(phoneIn(`Phone: ${printed} | Pune`)).toEqual({ countryCode, mobNo });
  });

  it('does not take date ranges or years for phone numbers', () => {
    expect(phoneIn('2018 - 2022')).toBeNull();
    expect(phoneIn('07/2022 – 06/2023')).toBeNull();
    expect(phoneIn('Jan 2019 - Mar 2021 2022')).toBeNull();
  });

  it('prefers the contact area, and is less sure of a labelled number found elsewhere', () => {
    const inHeader = findPhone(['priya@example.com | +91 98230 12345'], []);
    expect(inHeader?.value).toEqual({ countryCode: '+91', mobNo: '9823012345' });
    expect(inHeader?.confidence).toBeGreaterThan(0.9);
    const elsewhere = findPhone(['Priya Sharma'], ['Built things', 'Mobile: 98230 12345']);
    expect(elsewhere?.value.mobNo).toBe('9823012345');
    expect(elsewhere?.confidence).toBeLessThan(0.8);
    expect(findPhone(['Priya Sharma'], ['Served 12,000,000 users in 2021'])).toBeNull();
  });
});

describe('e-mail, LinkedIn and location', () => {
  it('finds the e-mail, surer when it is alone and in the header', () => {
    expect(findEmail(['Email: priya.sharma@example.com'], [])?.value).toBe('priya.sharma@example.com');
    const two = findEmail(['a@example.com'], ['a@example.com', 'b@example.org']);
    expect(two?.value).toBe('a@example.com');
    expect(two?.confidence).toBeLessThan(findEmail(['a@example.com'], ['a@example.com'])?.confidence ?? 0);
  });

  it('normalises LinkedIn addresses, also one wrapped over two lines', () => {
    expect(findLinkedIn(['linkedin.com/in/priya-sharma'])?.value).toBe('https://www.linkedin.com/in/priya-sharma');
    expect(findLinkedIn(['LinkedIn: https://in.linkedin.com/in/psharma/'])?.value).toBe(
      'https://www.linkedin.com/in/psharma',
    );
    expect(findLinkedIn(['LinkedIn: https://www.linkedin.com/in/omar-', 'haddad'])?.value).toBe(
      'https://www.linkedin.com/in/omar-haddad',
    );
  });

  it.each([
    ['priya@example.com | +91 98230 12345 | Pune, Maharashtra', 'Pune, Maharashtra'],
    ['Austin, TX · (512) 555-0143', 'Austin, TX'],
    ['London, United Kingdom', 'London, United Kingdom'],
    ['Location: Berlin, Germany', 'Berlin, Germany'],
    ['Bengaluru, Karnataka 560001', 'Bengaluru, Karnataka'],
  ])('location in %s', (line, location) => {
    expect(findLocation([line], [line])?.value).toBe(location);
  });

  it('does not take a company and its city in a job for the location', () => {
    expect(findLocation(['Priya Sharma'], ['Senior Engineer at Acme Corp, Pune'])).toBeNull();
  });
});

describe('the name', () => {
  const lines = (...texts: [string, number][]): TextLine[] => texts.map(([text, size]) => ({ text, size, page: 1 }));

  it('takes the most prominent name-like line, surest when the e-mail agrees', () => {
    const top = lines(
      ['CURRICULUM VITAE', 12],
      ['Siobhán Murphy', 22],
      ['Senior Data Engineer', 12],
      ['Dublin, Ireland', 10],
    );
    const withEmail = findName(top, 'siobhan.murphy@example.com');
    const without = findName(top, 'codewren42@example.com');
    expect(withEmail?.value).toBe('Siobhán Murphy');
    expect(without?.value).toBe('Siobhán Murphy');
    expect(withEmail?.confidence ?? 0).toBeGreaterThan(without?.confidence ?? 1);
  });

  it('is least sure of a plain first line with nothing to back it', () => {
    const plain = findName(lines(['Daan van der Berg', 0], ['daan@example.nl', 0]), 'x1@example.com');
    expect(plain?.value).toBe('Daan van der Berg');
    expect(plain?.confidence).toBeLessThan(0.6);
  });

  it('skips headings, titles and places, and title-cases a name in capitals', () => {
    const name = findName(lines(['Resume', 10], ['Software Engineer', 14], ['ROHAN DESHPANDE', 18]), null);
    expect(name?.value).toBe('Rohan Deshpande');
    expect(findName(lines(['Experience', 14], ['Pune, Maharashtra', 12]), null)).toBeNull();
  });

  it('matches e-mails made of the name', () => {
    expect(matchesEmail('Łukasz Kowalski', 'lukasz.kowalski@example.pl')).toBe(true);
    expect(matchesEmail('Priya Sharma', 'psharma92@example.in')).toBe(true);
    expect(matchesEmail('Priya Sharma', 'nightowl@example.in')).toBe(false);
  });
});
