// Correct the e-mail of a registration that is not verified yet; a new code goes to the new address.
import { useMutation } from '@tanstack/react-query';
import { updateCandidateRegistrationEmail, updateEmployerRegistrationEmail } from '@generated/api/auth/auth';
import type { AuthUpdateEmailInput } from '@generated/api/model';
import type { AuthRole } from '../roles';

export function useUpdateRegistrationEmail(role: AuthRole) {
  return useMutation({
    mutationKey: ['auth', role, 'update-email'],
    mutationFn: (input: AuthUpdateEmailInput) =>
      role === 'employer' ? updateEmployerRegistrationEmail(input) : updateCandidateRegistrationEmail(input),
  });
}
