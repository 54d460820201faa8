// Create an unverified account; the server e-mails the verification code.
import { useMutation } from '@tanstack/react-query';
import { registerCandidate, registerEmployer } from '@generated/api/auth/auth';
import type { CandidateRegisterInput, EmployerRegisterInput } from '@generated/api/model';

export function useRegisterCandidateAccount() {
  return useMutation({
    mutationKey: ['auth', 'candidate', 'register'],
    mutationFn: (input: CandidateRegisterInput) => registerCandidate(input),
  });
}

export function useRegisterEmployerAccount() {
  return useMutation({
    mutationKey: ['auth', 'employer', 'register'],
    mutationFn: (input: EmployerRegisterInput) => registerEmployer(input),
  });
}
