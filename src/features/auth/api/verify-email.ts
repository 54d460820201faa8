// Exchange the registration code for a signed-in session.
import { useMutation } from '@tanstack/react-query';
import { verifyCandidateEmailOtp, verifyEmployerEmailOtp } from '@generated/api/auth/auth';
import type { AuthVerifyOtpInput } from '@generated/api/model';
import type { AuthRole } from '../roles';

export function useVerifyEmail(role: AuthRole) {
  return useMutation({
    mutationKey: ['auth', role, 'verify-email'],
    mutationFn: (input: AuthVerifyOtpInput) =>
      role === 'employer' ? verifyEmployerEmailOtp(input) : verifyCandidateEmailOtp(input),
  });
}
