// Exchange the password reset code for a short-lived reset ticket.
import { useMutation } from '@tanstack/react-query';
import { verifyCandidateResetPasswordOtp, verifyEmployerResetPasswordOtp } from '@generated/api/auth/auth';
import type { AuthVerifyOtpInput } from '@generated/api/model';
import type { AuthRole } from '../roles';

export function useVerifyResetOtp(role: AuthRole) {
  return useMutation({
    mutationKey: ['auth', role, 'verify-reset-otp'],
    mutationFn: (input: AuthVerifyOtpInput) =>
      role === 'employer' ? verifyEmployerResetPasswordOtp(input) : verifyCandidateResetPasswordOtp(input),
  });
}
