import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getDeleteCandidateAccountUrl } from '@generated/api/candidate-profile/candidate-profile';
import type { CandidateDeleteAccountInput } from '@generated/api/model';
import { clearStoredSession, getSession, setSession } from '@/lib/session/session';
import { renderWithRouter } from '@/test/render';
import { setupProfileTest } from '../test-setup';
import { YourDataCard } from './your-data-card';

const { server, onFailure } = setupProfileTest();

afterEach(() => clearStoredSession());

function recordDeletes(answer: (body: CandidateDeleteAccountInput) => Response) {
  const sent: CandidateDeleteAccountInput[] = [];
  server.use(
    http.put(`*${getDeleteCandidateAccountUrl()}`, async ({ request }) => {
      const body = (await request.json()) as CandidateDeleteAccountInput;
      sent.push(body);
      return answer(body);
    }),
  );
  return sent;
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

describe('deleting the account', () => {
  it('says what is erased, and asks for the password before anything is sent', async () => {
    const sent = recordDeletes(() => HttpResponse.json({ code: 'SUCCESS', message: 'Deleted', data: null }));
    await renderWithRouter(<YourDataCard name="Priya Sharma" />, { path: '/jobsseekers/profile' });
    const dialog = await openDialog();
    expect(within(dialog).getByText(/You are signed out on every device/)).toBeTruthy();
    expect(within(dialog).getByText(/Employers keep the applications you already sent/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Enter your password to confirm')).toBeTruthy();
    // The message is the field's description for screen readers, not only text nearby.
    const described =
      within(dialog)
        .getByLabelText(/Your password/)
        .getAttribute('aria-describedby') ?? '';
    const said = described.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(said).toContain('Enter your password to confirm');
    expect(sent).toEqual([]);
  });

  it('shows a wrong password under the field, without a toast', async () => {
    recordDeletes(() =>
      HttpResponse.json({ code: 'ERROR', message: 'The password is not correct', data: null }, { status: 400 }),
    );
    await renderWithRouter(<YourDataCard name="Priya Sharma" />, { path: '/jobsseekers/profile' });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('The password is not correct')).toBeTruthy();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('deletes with the password and the reason, then signs out to the index route', async () => {
    setSession('token', {
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'priya.sharma@gmail.com',
      role: 'candidate',
      companyName: null,
    });
    const sent = recordDeletes(() =>
      HttpResponse.json({ code: 'SUCCESS', message: 'Your account has been deleted', data: null }),
    );
    const { router } = await renderWithRouter(<YourDataCard name="Priya Sharma" />, { path: '/jobsseekers/profile' });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: 'Deccan@Pune26' } });
    fireEvent.change(within(dialog).getByLabelText(/Why are you leaving/), { target: { value: ' Found a job ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toEqual([{ password: 'Deccan@Pune26', reason: 'Found a job' }]);
    expect(getSession()).toBeNull();
  });
});
