// Set the new password with the reset ticket; the server revokes every session of the account.
import { useMutation } from '@tanstack/react-query';
import { resetCandidatePassword, resetEmployerPassword } from '@generated/api/auth/auth';
import type { AuthResetPasswordInput } from '@generated/api/model';
import type { AuthRole } from '../roles';

export function useResetPassword(role: AuthRole) {
  return useMutation({
    mutationKey: ['auth', role, 'reset-password'],
    mutationFn: (input: AuthResetPasswordInput) =>
      role === 'employer' ? resetEmployerPassword(input) : resetCandidatePassword(input),
  });
}
