// The renderer on a definition of all 18 field types: every widget is filled as a user would,
// master data and uploads come from the API (MSW), and the submitted values are exactly the
// fixture's values that server/forms/forms.test.ts saves through form/save-form-data.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { ALL_FIELDS, allFieldsValues } from '@shared/custom-form/all-fields.fixture.ts';
import type { FormField } from '@shared/custom-form/index.ts';
import { configureHttp } from '@/lib/api/http';
import { renderWithProviders } from '@/test/render';
import { CustomFormRenderer, FieldValueList } from './index';

const ORIGIN = 'http://jobs.test';
const api = (p: string) => `${ORIGIN}/client/api/v1/${p}`;
const IN = '8c1f0e4a-2b3d-4e5f-9a6b-7c8d9e0f1a2b';
const MH = '6c5b4a3f-2e1d-4c0b-9a8f-7e6d5c4b3a2f';
const PUNE = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const CAT = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const uploaded = {
  document: { uri: '/files/aa11.pdf', name: 'portfolio.pdf', mimeType: 'application/pdf', size: 9 },
  resume: { uri: '/files/bb22.pdf', name: 'cv.pdf', mimeType: 'application/pdf', size: 9 },
};
const expected = allFieldsValues({
  pdf: uploaded.document,
  resume: uploaded.resume,
  country: { id: IN, nm: 'India' },
  state: { id: MH, nm: 'Maharashtra' },
  city: { id: PUNE, nm: 'Pune' },
  category: { id: CAT, nm: 'Engineering' },
});

const server = setupServer();
const purposes: string[] = [];
const ok = (data: unknown) => HttpResponse.json({ code: 'SUCCESS', message: 'Success', data });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom has no layout; Mantine's searchable lists scroll the active option into view.
  Element.prototype.scrollIntoView ??= () => undefined;
});
beforeEach(() => {
  purposes.length = 0;
  configureHttp({ origin: ORIGIN, getToken: () => 'token', getAdminId: () => null, onFailure: () => undefined });
  server.use(
    mswHttp.post(api('country/all'), () =>
      ok([{ _id: IN, name: 'India', isoCode: 'IN', phoneCode: '+91', currencyCode: 'INR', flag: '' }]),
    ),
    mswHttp.post(api('state/get-state-list'), async ({ request }) => {
      const body = (await request.json()) as { countryId: string };
      return ok(body.countryId === IN ? [{ _id: MH, name: 'Maharashtra', isoCode: 'MH', countryId: IN }] : []);
    }),
    mswHttp.post(api('city/get-city-list'), async ({ request }) => {
      const body = (await request.json()) as { stateId?: string };
      const items =
        body.stateId === MH
          ? [{ _id: PUNE, name: 'Pune', stateId: MH, stateName: 'Maharashtra', countryId: IN, countryName: 'India' }]
          : [];
      return ok({ items, pagination: { page: 1, limit: 50, total: items.length, totalPages: 1 } });
    }),
    mswHttp.post(api('category/all'), () =>
      ok([
        {
          _id: CAT,
          name: 'Engineering',
          slug: 'engineering',
          description: null,
          icon: null,
          parentId: null,
          jobCount: 3,
        },
      ]),
    ),
    mswHttp.post(api('files/upload'), async ({ request }) => {
      const form = await request.formData();
      const purpose = String(form.get('purpose'));
      purposes.push(purpose);
      return ok(purpose === 'resume' ? uploaded.resume : uploaded.document);
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Harness({ fields, onSubmit }: { fields: FormField[]; onSubmit: (v: Record<string, unknown>) => void }) {
  const [value, setValue] = useState<Record<string, unknown>>({});
  return (
    <CustomFormRenderer fields={fields} value={value} onChange={setValue} onSubmit={onSubmit} submitLabel="Save" />
  );
}

const pdfFile = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const type = (name: RegExp, value: string) => fireEvent.change(screen.getByLabelText(name), { target: { value } });
async function choose(name: RegExp, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
async function upload(label: string, file: File) {
  fireEvent.change(screen.getByLabelText(`${label}: choose a file`), { target: { files: [file] } });
  await screen.findByRole('link', { name: file.name });
}

describe('CustomFormRenderer', () => {
  it('renders all 18 field types, fills each and submits the values the server accepts', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Harness fields={ALL_FIELDS} onSubmit={onSubmit} />);
    await screen.findByLabelText(/^Full name/, undefined, { timeout: 15_000 });

    type(/^Full name/, 'Priya Raghavan');
    type(/^Notice period/, '30');
    type(/^Mobile number/, '+91 98765 43210');
    type(/^Work e-mail/, 'priya@example.com');
    type(/^Portal password/, 'S3cret@pass');
    await choose(/^Preferred shift/, 'Night');
    type(/^Cover letter/, 'I would love to join.');
    type(/^Available from/, '2026-05-01');
    await upload('Portfolio', pdfFile('portfolio.pdf'));
    const terms = screen.getByRole('checkbox', { name: /I accept the terms/ });
    // Consent is never given by default.
    expect((terms as HTMLInputElement).checked).toBe(false);
    fireEvent.click(terms);
    fireEvent.click(screen.getByRole('switch', { name: /Willing to relocate/ }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Country/ })).toBeTruthy());
    await choose(/^Country/, 'India');
    await choose(/^State/, 'Maharashtra');
    await choose(/^City/, 'Pune');
    await upload('Resume', pdfFile('cv.pdf'));
    type(/^Website/, 'https://priya.example.com');
    // MultiSelect labels its pills field and its search input; the search input opens the list.
    const categories = screen
      .getAllByLabelText(/^Job categories/)
      .find((el) => el instanceof HTMLInputElement && el.type !== 'hidden');
    fireEvent.click(categories as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: 'Engineering' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Work from home' }));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual(expected);
    expect(Object.keys(expected)).toHaveLength(18);
    expect(new Set(ALL_FIELDS.map((f) => f.fieldType)).size).toBe(18);
    // The resume went up as a resume, the portfolio with the form's document purpose.
    expect(purposes).toEqual(['document', 'resume']);
  }, 90_000);

  it('shows each failing field its message, tied to the input, and does not submit', async () => {
    const onSubmit = vi.fn();
    const fields = ALL_FIELDS.filter((f) => ['text', 'number', 'email'].includes(f.fieldType));
    renderWithProviders(<Harness fields={fields} onSubmit={onSubmit} />);
    await screen.findByLabelText(/^Full name/, undefined, { timeout: 15_000 });
    type(/^Notice period/, '200');
    type(/^Work e-mail/, 'priya@');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Notice period (days) must be at most 180')).toBeTruthy();
    expect(screen.getByText('Work e-mail must be a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('Full name is required')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('3 fields need your attention');
    const notice = screen.getByLabelText(/^Notice period/);
    expect(notice.getAttribute('aria-invalid')).toBe('true');
    const described = (notice.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Notice period (days) must be at most 180',
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Full name/)));
    expect(onSubmit).not.toHaveBeenCalled();

    // Fixing the values clears the messages as the user types (live after the first attempt).
    type(/^Notice period/, '60');
    await waitFor(() => expect(screen.queryByText('Notice period (days) must be at most 180')).toBeNull());
    // The summary counts what is still wrong, and goes once nothing is.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('2 fields need your attention'));
    type(/^Work e-mail/, 'priya@example.com');
    type(/^Full name/, 'Priya Raman');
    await waitFor(() => expect(screen.queryByText(/needs? your attention/)).toBeNull());
  });

  it('refuses a file of a type the field does not take before uploading it', async () => {
    renderWithProviders(<Harness fields={ALL_FIELDS.filter((f) => f.fieldType === 'file')} onSubmit={vi.fn()} />);
    const input = await screen.findByLabelText('Portfolio: choose a file', undefined, { timeout: 15_000 });
    fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Portfolio must be a file of type PDF')).toBeTruthy();
    expect(purposes).toEqual([]);
  });
});

describe('FieldValueList', () => {
  it('shows saved values by the display rules as a definition list', () => {
    const { container } = renderWithProviders(
      <FieldValueList fields={ALL_FIELDS} values={{ ...expected, coverLetter: '' }} />,
    );
    const list = container.querySelector('dl');
    expect(list).toBeTruthy();
    const value = (label: string) => {
      const term = within(list as HTMLElement).getByText(label);
      return term.nextElementSibling?.textContent;
    };
    expect(value('Mobile number')).toBe('+919876543210');
    expect(value('Available from')).toBe('01-05-2026');
    expect(value('I accept the terms')).toBe('Yes');
    expect(value('Cover letter')).toBe('-');
    expect(value('Preferred shift')).toBe('Night');
    expect(value('Portal password')).toBe('••••••••');
    expect(value('Job categories')).toBe('Engineering');
    expect(screen.getByRole('link', { name: 'portfolio.pdf' }).getAttribute('href')).toBe('/files/aa11.pdf');
  });
});
