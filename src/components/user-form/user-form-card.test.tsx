// The "Registration details" card: a board that asks nothing shows no card; saved answers are listed
// (answers to fields since removed marked "No longer asked", a field made required since asking to
// be answered); editing renders the board's questions and saves them with form/save-form-data.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getGetUserFormMockHandler, getSaveFormDataMockHandler } from '@generated/api/forms/forms.msw';
import type { CustomField } from '@generated/api/model';
import { configureHttp } from '@/lib/api/http';
import { renderWithProviders } from '@/test/render';
import { UserFormCard } from './user-form-card';
import { userFormHandler, userFormOf } from './user-form-mock';

const CODE = 'candidate_registration';
const server = setupServer();

const languages: CustomField = {
  _id: '3c6f1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  keyNm: 'languages',
  label: { en: 'Languages you speak' },
  fieldType: 'text',
  required: true,
  isDefault: false,
  sortOrder: 0,
};
const shift: CustomField = {
  _id: '4d7a2b3c-5e6f-4a71-8b8c-0d1e2f3a4b5c',
  keyNm: 'preferredShift',
  label: { en: 'Preferred shift' },
  fieldType: 'dropdown',
  required: true,
  isDefault: false,
  sortOrder: 1,
  options: [
    { value: 'day', label: { en: 'Day' } },
    { value: 'night', label: { en: 'Night' } },
  ],
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() =>
  configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null, onFailure: () => {} }),
);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderCard = () =>
  renderWithProviders(<UserFormCard code={CODE} title="Registration details" description="Your answers." />);

describe('UserFormCard', () => {
  it('shows no card when the board asks nothing and kept nothing', async () => {
    let answered = 0;
    server.use(
      getGetUserFormMockHandler(() => {
        answered += 1;
        return { code: 'SUCCESS', message: 'Success', data: userFormOf(CODE) };
      }),
    );
    const { container } = renderCard();
    await waitFor(() => expect(answered).toBe(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(container.querySelector('section')).toBeNull();
  });

  it('lists the answers, marks an answer to a removed field, and asks for a field made required since', async () => {
    server.use(
      userFormHandler({
        [CODE]: {
          customFields: [languages],
          values: {},
          isSubmitted: false,
          formerAnswers: [{ field: shift, value: 'night' }],
        },
      }),
    );
    renderCard();
    const card = await screen.findByRole('region', { name: 'Registration details' });
    expect(within(card).getByText('Some answers are missing')).toBeTruthy();
    const list = within(card).getByText('Preferred shift').closest('div') as HTMLElement;
    expect(within(list).getByText('Night')).toBeTruthy();
    expect(within(list).getByText('No longer asked')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Add answers to registration details' })).toBeTruthy();
  });

  it('edits the answers with the board’s questions and saves them', async () => {
    const bodies: unknown[] = [];
    server.use(
      userFormHandler({ [CODE]: { customFields: [languages], values: { languages: 'Hindi' }, isSubmitted: true } }),
      getSaveFormDataMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return {
          code: 'SUCCESS',
          message: 'Details saved',
          data: userFormOf(CODE, {
            customFields: [languages],
            values: { languages: 'Hindi, Marathi' },
            isSubmitted: true,
          }),
        };
      }),
    );
    renderCard();
    const card = await screen.findByRole('region', { name: 'Registration details' });
    expect(within(card).getByText('Hindi')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Edit registration details' }));
    const input = await within(card).findByLabelText(/^Languages you speak/);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Languages you speak is required')).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(input, { target: { value: 'Hindi, Marathi' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(card).getByText('Hindi, Marathi')).toBeTruthy());
    expect(bodies).toEqual([{ code: CODE, values: { languages: 'Hindi, Marathi' } }]);
    expect(within(card).queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
