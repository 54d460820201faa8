import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getCheckCandidateCredentialsMockHandler,
  getCheckCandidateCredentialsResponseMock,
  getRegisterCandidateMockHandler,
  getRegisterEmployerMockHandler,
} from '@generated/api/auth/auth.msw';
import type { CustomField } from '@generated/api/model';
import { boardQuestionsHandler } from '@/lib/applying/board-questions-mock';
import { locationOf, renderScreens } from '../test/render';
import { setupAuthTest } from '../test/setup-api';
import { RegisterForm } from './register-form';

const { server } = setupAuthTest();

// The board's registration form: no questions of its own unless a test serves some.
beforeEach(() => server.use(boardQuestionsHandler()));

const languages: CustomField = {
  _id: '3c6f1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  keyNm: 'languages',
  label: { en: 'Languages you speak' },
  fieldType: 'text',
  required: true,
  isDefault: false,
  sortOrder: 0,
};

const registered = {
  code: 'SUCCESS',
  message: 'We have sent a verification code to your e-mail',
  data: { email: 'pr***@gmail.com', expiresAt: '2026-03-10T09:40:00.000Z', resendAfterSeconds: 60 },
} as const;

function renderRegister(account: 'candidate' | 'employer' = 'candidate') {
  const path = account === 'candidate' ? '/jobsseekers/register' : '/employer/register';
  return renderScreens({ [path]: () => <RegisterForm account={account} /> }, path);
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

async function fillValid(overrides: Partial<Record<'first' | 'last' | 'email' | 'mobile' | 'password', string>> = {}) {
  await screen.findByRole('button', { name: /Create/ });
  type(/^First name/, overrides.first ?? 'Priya');
  type(/^Last name/, overrides.last ?? 'Sharma');
  type(/^(Work e|E)-mail/, overrides.email ?? 'priya.sharma@gmail.com');
  type(/^Mobile number/, overrides.mobile ?? '9876543210');
  type(/^Password/, overrides.password ?? 'Sunrise@2024');
  fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
}

const submit = (name: RegExp = /Create account/) => fireEvent.click(screen.getByRole('button', { name }));

describe('RegisterForm', () => {
  it('refuses bad input before calling the server and names the failing password rule', async () => {
    renderRegister();
    await fillValid({ first: 'Pr1ya', email: 'priya.sharma@gmail', password: 'sunrise2024' });
    submit();

    expect(await screen.findByText('Use letters only, with single spaces between words')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address, like name@example.com')).toBeTruthy();
    expect(screen.getByText('Use both upper and lower case letters')).toBeTruthy();
    // Focus goes to the first field in error.
    expect(document.activeElement).toBe(field(/^First name/));
  });

  it('names the next unmet part of the password rule as the user fixes it, and ticks the checklist', async () => {
    renderRegister();
    await fillValid({ password: 'Sunrise2024' });
    submit();
    expect(await screen.findByText('Use at least one of @$^~!%*#?&')).toBeTruthy();
    const checklist = screen.getByRole('list', { name: 'Password requirements' });
    expect(within(checklist).getByText(/At least 8 characters/).textContent).toContain('(met)');
    expect(within(checklist).getByText(/One of @/).textContent).toContain('(not met yet)');

    type(/^Password/, 'Sunrise@2024');
    await waitFor(() => expect(screen.queryByText('Use at least one of @$^~!%*#?&')).toBeNull());
    expect(within(checklist).getByText(/One of @/).textContent).toContain('(met)');
  });

  it('asks for the terms to be accepted', async () => {
    renderRegister();
    await fillValid();
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    submit();
    expect(await screen.findByText('Please accept the terms and conditions to continue')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe(
      '/jobsseekers/terms-condition',
    );
  });

  it('sends the candidate body and goes on to verify that e-mail', async () => {
    const bodies: unknown[] = [];
    server.use(
      getRegisterCandidateMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return {
          code: 'SUCCESS',
          message: 'We have sent a verification code to your e-mail',
          data: { email: 'pr***@gmail.com', expiresAt: '2026-03-10T09:40:00.000Z', resendAfterSeconds: 60 },
        };
      }),
    );
    const { router } = renderRegister();
    await fillValid({ first: ' Priya ', email: 'priya.sharma@gmail.com ' });
    fireEvent.change(field(/^Country code/), { target: { value: '+91' } });
    submit();

    await waitFor(() => expect(locationOf(router).pathname).toBe('/jobsseekers/registration-verification'));
    expect(locationOf(router).search).toEqual({ email: 'priya.sharma@gmail.com' });
    expect(bodies).toEqual([
      {
        firstName: 'Priya',
        lastName: 'Sharma',
        email: 'priya.sharma@gmail.com',
        password: 'Sunrise@2024',
        countryCode: '+91',
        mobNo: '9876543210',
        termsAccepted: true,
      },
    ]);
  });

  it('sends the employer body with the company and job title', async () => {
    const bodies: unknown[] = [];
    server.use(
      getRegisterEmployerMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return {
          code: 'SUCCESS',
          message: 'We have sent a verification code to your e-mail',
          data: { email: 'ar***@brightlane.in', expiresAt: '2026-03-10T10:10:00.000Z', resendAfterSeconds: 60 },
        };
      }),
    );
    const { router } = renderRegister('employer');
    await fillValid({ first: 'Arjun', last: 'Mehta', email: 'arjun.mehta@brightlane.in' });
    type(/^Company name/, 'Brightlane Logistics Pvt. Ltd.');
    type(/^Your job title/, 'HR Manager');
    submit(/Create company account/);

    await waitFor(() => expect(locationOf(router).pathname).toBe('/employer/register-verification'));
    expect(bodies).toEqual([
      expect.objectContaining({
        firstName: 'Arjun',
        lastName: 'Mehta',
        email: 'arjun.mehta@brightlane.in',
        companyName: 'Brightlane Logistics Pvt. Ltd.',
        designation: 'HR Manager',
        termsAccepted: true,
      }),
    ]);
  });

  it('shows server field errors under the right fields, in plain words', async () => {
    server.use(
      http.post('*/client/api/v1/employer/register', () =>
        HttpResponse.json(
          {
            code: 'ERROR',
            message: 'body.companyName must match pattern',
            data: {
              fields: [
                { field: 'body.companyName', message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9 .,&\'()-]*$"' },
                { field: 'body.mobNo', message: 'is already registered to another company' },
              ],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { router } = renderRegister('employer');
    await fillValid();
    type(/^Company name/, 'Brightlane');
    submit(/Create company account/);

    const company = field(/^Company name/);
    await waitFor(() => expect(company.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText("Use letters, digits, spaces and . , & ' ( ) - only")).toBeTruthy();
    expect(screen.getByText('Is already registered to another company')).toBeTruthy();
    expect(field(/^Mobile number/).getAttribute('aria-invalid')).toBe('true');
    expect(locationOf(router).pathname).toBe('/employer/register');
    // The server's error stays until the field changes.
    type(/^Mobile number/, '9876543211');
    await waitFor(() => expect(screen.queryByText('Is already registered to another company')).toBeNull());
  });

  it('warns on leaving the e-mail field when the address is already registered', async () => {
    const asked: unknown[] = [];
    server.use(
      getCheckCandidateCredentialsMockHandler(async ({ request }) => {
        asked.push(await request.json());
        return { ...getCheckCandidateCredentialsResponseMock(), data: { emailAvailable: false, mobNoAvailable: null } };
      }),
    );
    renderRegister();
    await screen.findByRole('button', { name: /Create/ });
    const email = field(/^E-mail/);
    fireEvent.change(email, { target: { value: 'priya.sharma@gmail.com' } });
    fireEvent.blur(email);

    expect(await screen.findByText(/An account with this e-mail already exists/)).toBeTruthy();
    expect(asked).toEqual([{ email: 'priya.sharma@gmail.com' }]);
    fireEvent.change(email, { target: { value: 'priya.s@gmail.com' } });
    await waitFor(() => expect(screen.queryByText(/An account with this e-mail already exists/)).toBeNull());
  });

  it("asks the board's own questions below the account fields and sends the answers with the registration", async () => {
    const bodies: unknown[] = [];
    server.use(
      boardQuestionsHandler([languages]),
      getRegisterCandidateMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return registered;
      }),
    );
    const { router } = renderRegister();
    await fillValid();
    const group = await screen.findByRole('group', { name: 'A few more details' });
    const question = await within(group).findByLabelText(/^Languages you speak/);
    submit();
    expect(await screen.findByText('Languages you speak is required')).toBeTruthy();
    expect(bodies).toEqual([]);
    expect(document.activeElement).toBe(question);

    fireEvent.change(question, { target: { value: ' Hindi, English ' } });
    submit();
    await waitFor(() => expect(locationOf(router).pathname).toBe('/jobsseekers/registration-verification'));
    expect(bodies).toEqual([
      expect.objectContaining({ email: 'priya.sharma@gmail.com', values: { languages: 'Hindi, English' } }),
    ]);
  });

  it("says the server's refusal of an answer beside the questions", async () => {
    server.use(
      boardQuestionsHandler([{ ...languages, required: false }]),
      http.post('*/client/api/v1/employer/register', () =>
        HttpResponse.json(
          {
            code: 'ERROR',
            message: 'Languages you speak is required',
            data: { fields: [{ field: 'values.languages', message: 'Languages you speak is required' }] },
          },
          { status: 400 },
        ),
      ),
    );
    const { router } = renderRegister('employer');
    await fillValid();
    type(/^Company name/, 'Brightlane');
    await screen.findByRole('group', { name: 'A few more details about your company' });
    await screen.findByLabelText(/^Languages you speak/);
    submit(/Create company account/);
    const alert = await screen.findByRole('alert', { name: 'Please check your answers' });
    expect(alert.textContent).toContain('Languages you speak is required');
    expect(locationOf(router).pathname).toBe('/employer/register');
  });

  it('sends no values when the board asks nothing of its own', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      getRegisterCandidateMockHandler(async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return registered;
      }),
    );
    const { router } = renderRegister();
    await fillValid();
    submit();
    await waitFor(() => expect(locationOf(router).pathname).toBe('/jobsseekers/registration-verification'));
    expect(screen.queryByRole('group', { name: 'A few more details' })).toBeNull();
    expect(bodies[0]).not.toHaveProperty('values');
  });
});
