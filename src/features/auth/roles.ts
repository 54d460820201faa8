// The two account flows differ only in their routes and copy; everything else is shared, so each
// screen takes the role and reads its paths here.
export type AuthRole = 'candidate' | 'employer';

export const authPaths = {
  candidate: {
    login: '/jobsseekers/login',
    register: '/jobsseekers/register',
    verify: '/jobsseekers/registration-verification',
    forgot: '/jobsseekers/forgot-password',
    forgotOtp: '/jobsseekers/forgot-password-otp',
    newPassword: '/jobsseekers/new-password',
    passwordChanged: '/jobsseekers/password-change-successfully',
    terms: '/jobsseekers/terms-condition',
    setup: '/jobsseekers/profile-setup',
  },
  employer: {
    login: '/employer/login',
    register: '/employer/register',
    verify: '/employer/register-verification',
    forgot: '/employer/forgot-password',
    forgotOtp: '/employer/forgot-password-otp',
    newPassword: '/employer/new-password',
    passwordChanged: '/employer/password-change-successfully',
    terms: '/employer/terms-condition',
    setup: '/employer/company-profile-setup',
  },
} as const;

export type AuthPaths = (typeof authPaths)[AuthRole];
