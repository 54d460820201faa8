// Ask for a password reset code by e-mail.
import { useMutation } from '@tanstack/react-query';
import { requestCandidatePasswordReset, requestEmployerPasswordReset } from '@generated/api/auth/auth';
import type { AuthForgetPasswordInput } from '@generated/api/model';
import type { AuthRole } from '../roles';

export function useForgotPassword(role: AuthRole) {
  return useMutation({
    mutationKey: ['auth', role, 'forgot-password'],
    mutationFn: (input: AuthForgetPasswordInput) =>
      role === 'employer' ? requestEmployerPasswordReset(input) : requestCandidatePasswordReset(input),
  });
}
