import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getChangeCandidatePasswordUrl } from '@generated/api/candidate-profile/candidate-profile';
import type { CandidateChangePasswordInput } from '@generated/api/model';
import { clearStoredSession, setActingAs, setSession } from '@/lib/session/session';
import { renderWithRouter } from '@/test/render';
import { setupProfileTest } from '../test-setup';
import { ChangePasswordCard, checkPasswords } from './change-password-card';

const { server, onFailure } = setupProfileTest();

afterEach(() => {
  setActingAs(null);
  clearStoredSession();
});

function recordChanges(answer: () => Response) {
  const sent: { id: string; body: CandidateChangePasswordInput }[] = [];
  server.use(
    http.post(`*${getChangeCandidatePasswordUrl(':id')}`, async ({ request, params }) => {
      sent.push({ id: String(params.id), body: (await request.json()) as CandidateChangePasswordInput });
      return answer();
    }),
  );
  return sent;
}

function fill(current: string, next: string, confirm: string) {
  fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: current } });
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: next } });
  fireEvent.change(screen.getByLabelText(/Confirm new password/), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('checking the passwords before sending', () => {
  it('names each field that is wrong', () => {
    expect(checkPasswords('', '', '')).toEqual({
      current: 'Enter your current password',
      next: 'Enter the new password',
    });
    expect(checkPasswords('Old#Pass1', 'weak', 'weak').next).toMatch(/^Use at least 8 characters/);
    expect(checkPasswords('Old#Pass1', 'Old#Pass1', 'Old#Pass1').next).toBe(
      'Choose a password different from the current one',
    );
    expect(checkPasswords('Old#Pass1', 'New#Pass2', 'New#Pass3')).toEqual({ confirm: 'The passwords do not match' });
    expect(checkPasswords('Old#Pass1', 'New#Pass2', 'New#Pass2')).toEqual({});
  });
});

describe('changing the password', () => {
  it('sends the candidate’s own id and both passwords, then clears the form and says so', async () => {
    const sent = recordChanges(() => HttpResponse.json({ code: 'SUCCESS', message: 'Password changed', data: null }));
    await renderWithRouter(<ChangePasswordCard candidateId="cand-1" />, { path: '/jobsseekers/profile' });
    fill('Monsoon#2025', 'Deccan@Pune26', 'Deccan@Pune26');
    expect(await screen.findByRole('status')).toHaveProperty('textContent', expect.stringMatching(/Password changed/));
    expect(sent).toEqual([{ id: 'cand-1', body: { oldPassword: 'Monsoon#2025', newPassword: 'Deccan@Pune26' } }]);
    expect((screen.getByLabelText(/Current password/) as HTMLInputElement).value).toBe('');
  });

  it('sends nothing while a field is wrong, and says which', async () => {
    const sent = recordChanges(() => HttpResponse.json({ code: 'SUCCESS', message: 'ok', data: null }));
    await renderWithRouter(<ChangePasswordCard candidateId="cand-1" />, { path: '/jobsseekers/profile' });
    fill('Monsoon#2025', 'Deccan@Pune26', 'Deccan@Pune27');
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('puts a wrong current password under its field, without a toast', async () => {
    recordChanges(() =>
      HttpResponse.json({ code: 'BAD_REQUEST', message: 'Current password is incorrect', data: null }, { status: 400 }),
    );
    await renderWithRouter(<ChangePasswordCard candidateId="cand-1" />, { path: '/jobsseekers/profile' });
    fill('Wrong#2025', 'Deccan@Pune26', 'Deccan@Pune26');
    const message = await screen.findByText('Current password is incorrect');
    const described = screen.getByLabelText(/Current password/).getAttribute('aria-describedby') ?? '';
    expect(described.split(' ')).toContain(message.id);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('says so when the server fails', async () => {
    recordChanges(() => HttpResponse.json({ code: 'ERROR', message: 'boom', data: null }, { status: 500 }));
    await renderWithRouter(<ChangePasswordCard candidateId="cand-1" />, { path: '/jobsseekers/profile' });
    fill('Monsoon#2025', 'Deccan@Pune26', 'Deccan@Pune26');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringMatching(/We could not change your password/),
    );
  });

  it('is not offered to an admin acting for the candidate', async () => {
    const user = { firstName: 'Ada', lastName: 'Admin', email: 'a@x.test', role: 'admin' as const, companyName: null };
    setSession('token', user);
    setActingAs({ id: 'cand-1', user: { ...user, role: 'candidate' } });
    await renderWithRouter(<ChangePasswordCard candidateId="cand-1" />, { path: '/jobsseekers/profile' });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Change password' })).toBeNull());
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
  });
});
