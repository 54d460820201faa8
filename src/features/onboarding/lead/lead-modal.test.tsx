// "Book a demo" on the signup page: the form refuses what the contract would, sends the lead with
// its type, page and click identifiers, and thanks instead of offering a second send.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListOnboardingCountriesMockHandler } from '@generated/api/onboarding/onboarding.msw';
import type { LeadInput } from '@generated/api/model';
import { renderOnboarding } from '../test-utils';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
});
afterAll(() => server.close());

let sent: { type: string | null; body: LeadInput }[] = [];
beforeEach(() => {
  sent = [];
  server.use(
    getListOnboardingCountriesMockHandler(),
    http.post('*/client/lead', async ({ request }) => {
      sent.push({ type: new URL(request.url).searchParams.get('type'), body: (await request.json()) as LeadInput });
      return HttpResponse.json({
        code: 'SUCCESS',
        message: 'Thanks, our team will contact you shortly',
        data: { _id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', type: 'pricing', createdAt: '2026-12-02T10:00:00.000Z' },
      });
    }),
  );
});

async function openForm() {
  await renderOnboarding('/onboarding');
  fireEvent.click(await screen.findByRole('button', { name: 'Book a demo' }));
  return screen.findByRole('form', { name: 'Talk to our team' });
}

const type = (form: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(form).getByLabelText(label, { selector: 'input, textarea' }), { target: { value } });

describe('book a demo', () => {
  it('names what is missing or wrong and sends nothing', async () => {
    const form = await openForm();
    type(form, /phone/i, '98450 12345');
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Enter your full name')).toBeTruthy();
    expect(within(form).getByText('Enter your work e-mail')).toBeTruthy();
    expect(within(form).getByText('Enter your company name')).toBeTruthy();
    expect(within(form).getByText('Add the dialling code, like +91')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the lead with what it asked for, the page and the click ids, then thanks', async () => {
    sessionStorage.setItem('jb.clickIds', JSON.stringify({ gclid: 'Cj0KCQjw8e' }));
    const form = await openForm();
    fireEvent.click(within(form).getByRole('radio', { name: 'Ask about pricing' }));
    type(form, /full name/i, 'Meera Iyer');
    type(form, /work e-mail/i, 'meera.iyer@brightpath.in');
    type(form, /^company/i, 'BrightPath Staffing');
    type(form, /dialling code/i, '+91');
    type(form, /phone/i, '9845012345');
    fireEvent.change(within(form).getByRole('combobox', { name: 'Company size' }), { target: { value: '201-500' } });
    type(form, /anything we should know/i, 'A careers site per client brand.');
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Thanks, our team will contact you shortly')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.type).toBe('pricing');
    expect(sent[0]?.body).toEqual({
      name: 'Meera Iyer',
      email: 'meera.iyer@brightpath.in',
      companyName: 'BrightPath Staffing',
      countryCode: '+91',
      mobNo: '9845012345',
      companySize: '201-500',
      message: 'A careers site per client brand.',
      pageUrl: expect.stringMatching(/^http/) as unknown as string,
      tracking: { gclid: 'Cj0KCQjw8e' },
    });
  });
});
