// Send a fresh code (registration or password reset); the previous one stops working.
import { useMutation } from '@tanstack/react-query';
import { resendCandidateOtp, resendEmployerOtp } from '@generated/api/auth/auth';
import type { AuthResendOtpInput } from '@generated/api/model';
import type { AuthRole } from '../roles';

export function useResendOtp(role: AuthRole) {
  return useMutation({
    mutationKey: ['auth', role, 'resend-otp'],
    mutationFn: (input: AuthResendOtpInput) =>
      role === 'employer' ? resendEmployerOtp(input) : resendCandidateOtp(input),
  });
}
