import { describe, expect, it } from 'vitest';
import { fieldTypes, type FieldType } from '@generated/manifest';
import { formatFieldValue } from './field-value';

describe('formatFieldValue', () => {
  it.each(Object.keys(fieldTypes) as FieldType[])("shows '-' for an empty %s value", (type) => {
    expect(formatFieldValue(null, type)).toBe('-');
    expect(formatFieldValue(undefined, type)).toBe('-');
    expect(formatFieldValue('  ', type)).toBe('-');
    expect(formatFieldValue([], type)).toBe('-');
  });

  it('shows dates as day-month-year by default, or month-year on request', () => {
    expect(formatFieldValue('2026-03-05', 'date')).toBe('05-03-2026');
    expect(formatFieldValue('2026-03-05', 'date', { dateFormat: 'month-year' })).toBe('03-2026');
  });

  it('keeps an unparseable date as typed', () => {
    expect(formatFieldValue('sometime', 'date')).toBe('sometime');
  });

  it('shows booleans as Yes or No', () => {
    expect(formatFieldValue(true, 'checkbox')).toBe('Yes');
    expect(formatFieldValue(false, 'toggle')).toBe('No');
    expect(formatFieldValue('true', 'toggle')).toBe('Yes');
  });

  it('joins the chosen options of a multiple-choice checkbox', () => {
    expect(formatFieldValue(['Remote', 'Hybrid'], 'checkbox')).toBe('Remote, Hybrid');
  });

  it("prefixes phone numbers with '+' once", () => {
    expect(formatFieldValue('919876543210', 'phone_number')).toBe('+919876543210');
    expect(formatFieldValue('+14155550123', 'phone_number')).toBe('+14155550123');
  });

  it('truncates URLs to 30 characters', () => {
    const out = formatFieldValue('https://careers.example.com/teams/engineering/frontend', 'url');
    expect(out).toHaveLength(30);
    expect(out.startsWith('https://careers.example.com')).toBe(true);
  });

  it('truncates file names to 20 characters, from an uploaded file or a bare uri', () => {
    const uploaded = {
      uri: '/files/ab12.pdf',
      name: 'priya-sharma-resume-2026-final.pdf',
      mimeType: 'application/pdf',
      size: 1,
    };
    const out = formatFieldValue(uploaded, 'file');
    expect(out).toHaveLength(20);
    expect(out.endsWith('.pdf')).toBe(true);
    expect(formatFieldValue('/files/resumes/cv.docx', 'resume_type')).toBe('cv.docx');
  });

  it('joins lists', () => {
    expect(formatFieldValue(['Engineering', 'Design'], 'categories')).toBe('Engineering, Design');
    expect(formatFieldValue([{ id: 'c1', nm: 'Engineering' }, 'Design'], 'categories')).toBe('Engineering, Design');
  });

  it('shows the name of city, country and state values', () => {
    expect(formatFieldValue({ id: 'c-1275339', nm: 'Mumbai' }, 'city')).toBe('Mumbai');
    expect(formatFieldValue({ id: 'in', nm: 'India' }, 'country')).toBe('India');
    expect(formatFieldValue({ id: 'mh', nm: 'Maharashtra' }, 'state')).toBe('Maharashtra');
  });

  it('shows plain text and numbers as they are', () => {
    expect(formatFieldValue('Frontend Engineer', 'text')).toBe('Frontend Engineer');
    expect(formatFieldValue(0, 'number')).toBe('0');
    expect(formatFieldValue('Pune', 'city_type')).toBe('Pune');
  });
});
