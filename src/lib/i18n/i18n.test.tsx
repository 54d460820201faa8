// The page's language end to end in a unit: a screen written with Lingui's macros shows English
// from its own code, another language from that language's PO catalogue (compiled by the same
// plugin as the build), and English with the board's word for "Job" — never in the values.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID } from '@shared/branding/boot.ts';
import { forgetBoardBoot } from '@/lib/branding/board-boot';
import { ensureLocale, pageLocale } from './i18n';

function boot(fields: Record<string, unknown>) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = BOOT_ELEMENT_ID;
  const colors = {
    primary: '#0b5fff',
    secondary: '#14213d',
    accent: '#fca311',
    background: '#ffffff',
    text: '#1f2933',
  };
  el.textContent = JSON.stringify({
    name: 'Acme',
    logoUri: null,
    colors,
    jobHeading: { singular: 'Job', plural: 'Jobs' },
    ...fields,
  });
  document.head.append(el);
  forgetBoardBoot();
}

afterEach(() => {
  document.getElementById(BOOT_ELEMENT_ID)?.remove();
  forgetBoardBoot();
});

function Sample({ count, company }: { count: number; company: string }) {
  return (
    <div>
      <h1>{t`Browse jobs`}</h1>
      <p>
        <Trans>
          Jobs at <strong>{company}</strong>
        </Trans>
      </p>
      <p>{plural(count, { one: '# job', other: '# jobs' })}</p>
    </div>
  );
}

describe('the page’s language', () => {
  it('is English without a boot record, from the screen’s own code', () => {
    expect(pageLocale()).toBe('en');
    render(<Sample count={1} company="Jobs Inc" />);
    expect(screen.getByRole('heading', { name: 'Browse jobs' })).toBeTruthy();
    expect(screen.getByText('1 job')).toBeTruthy();
  });

  it('puts the board’s word for "Job" into English texts but not into the values', () => {
    boot({ jobHeading: { singular: 'Role', plural: 'Roles' } });
    render(<Sample count={3} company="Jobs Inc" />);
    expect(screen.getByRole('heading', { name: 'Browse roles' })).toBeTruthy();
    expect(screen.getByText('Jobs Inc').closest('p')?.textContent).toBe('Roles at Jobs Inc');
    expect(screen.getByText('3 roles')).toBeTruthy();
  });

  it('is the boot record’s language, from its catalogue, once loaded', async () => {
    boot({ locale: 'es', locales: ['en', 'es'] });
    expect(pageLocale()).toBe('es');
    await ensureLocale('es');
    render(<Sample count={2} company="Acme" />);
    expect(screen.getByRole('heading', { name: 'Ver empleos' })).toBeTruthy();
  });
});
