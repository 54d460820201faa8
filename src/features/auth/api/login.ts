// Sign in with e-mail and password, at the role's endpoint.
import { useMutation } from '@tanstack/react-query';
import { loginCandidate, loginEmployer } from '@generated/api/auth/auth';
import type { AuthLoginInput } from '@generated/api/model';
import type { AuthRole } from '../roles';

export function useLogin(role: AuthRole) {
  return useMutation({
    mutationKey: ['auth', role, 'login'],
    mutationFn: (input: AuthLoginInput) => (role === 'employer' ? loginEmployer(input) : loginCandidate(input)),
  });
}
