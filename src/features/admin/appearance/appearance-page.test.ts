// The branding form's own checks: colours written as #rrggbb, AA contrast where text meets a
// colour (the server's check, shared), and logo and favicon links the server accepts.
import { describe, expect, it } from 'vitest';
import { formProblems } from './appearance-page';

const jobHeading = { singular: 'Job', plural: 'Jobs' };
const colors = { primary: '#0b5fff', secondary: '#14213d', accent: '#fca311', background: '#ffffff', text: '#1f2933' };

describe('the branding form', () => {
  it('accepts readable colours and safe links', () => {
    expect(formProblems({ logoUri: '/files/logo.svg', faviconUri: '', colors, jobHeading })).toEqual({});
  });

  it('names each colour that is malformed or unreadable, and unsafe links', () => {
    expect(formProblems({ logoUri: '', faviconUri: '', jobHeading, colors: { ...colors, accent: '#fca3' } })).toEqual({
      accent: 'Write the colour as #rrggbb',
    });
    const pale = formProblems({
      logoUri: 'javascript:alert(1)',
      faviconUri: '',
      jobHeading: { singular: 'Role', plural: '<b>' },
      colors: { ...colors, text: '#aaaaaa' },
    });
    expect(Object.keys(pale).sort()).toEqual(['logoUri', 'plural', 'text']);
    expect(pale.text).toMatch(/contrast of 2\.\d+:1 for body text/);
  });
});
