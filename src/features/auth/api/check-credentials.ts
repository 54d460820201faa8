// Whether an e-mail or mobile number is still free, asked while the registration form is filled
// in so that a taken address shows before the user submits.
import { useMutation } from '@tanstack/react-query';
import { checkCandidateCredentials, checkEmployerCredentials } from '@generated/api/auth/auth';
import type { AuthCheckCredentialsInput } from '@generated/api/model';
import type { AuthRole } from '../roles';

export function useCheckCredentials(role: AuthRole) {
  return useMutation({
    mutationKey: ['auth', role, 'check-credentials'],
    mutationFn: (input: AuthCheckCredentialsInput) =>
      role === 'employer' ? checkEmployerCredentials(input) : checkCandidateCredentials(input),
  });
}
