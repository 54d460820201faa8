// Isolation probes of the accounts operations (see types.ts). Guest calls name the calling site's
// own accounts, so sent to the other site's host they must find nothing; signed-in calls naming
// the other site's accounts or team members must not reach them.
import { randomBytes } from 'node:crypto';
import { makeUser, TEST_PASSWORD } from '../../../test/world.ts';
import { freshPerson, registrationQuestion, registrationValues } from './registration-answers.ts';
import type { Probe, ProbeMap, TenantWorld } from './types.ts';

const PROBE_PASSWORD = 'Probe#Pass9';
const WRONG_PASSWORD = 'Wrong#Pass1';
const NO_TICKET = `rst_${'x'.repeat(32)}`;

const tag = (w: TenantWorld) => w.clientId.slice(0, 8);

/** The site's own accounts, named by id, for calls with an `{id}` of someone else. */
const ownIds: Probe['setup'] = async (_server, w) => ({
  'accounts.candidateId': w.candidate.id,
  'accounts.employerId': w.employer.id,
});

/** A team member of the site's company, for the owner's team calls. */
const teamMember: Probe['setup'] = async (server, w) => {
  const member = await makeUser(server.database.db, server.deps.secret, {
    clientId: w.clientId,
    role: 'employer',
    employerKind: 2,
    companyId: w.companyId,
    email: `probe-member-${randomBytes(4).toString('hex')}@iso.test`,
    firstName: 'Probemember',
  });
  return { 'accounts.memberId': member.id };
};

function guestAuth(role: 'candidate' | 'employer'): ProbeMap {
  const base = `/client/api/v1/${role}`;
  const Role = role === 'candidate' ? 'Candidate' : 'Employer';
  const email = (w: TenantWorld) => w[role].email;
  const registration = (w: TenantWorld) => ({
    firstName: 'Iso',
    lastName: 'Probe',
    email: email(w),
    password: PROBE_PASSWORD,
    countryCode: '+91',
    mobNo: role === 'candidate' ? '9000000001' : '9000000002',
    termsAccepted: true,
    ...(role === 'employer' && { companyName: `Probe Works ${tag(w)}` }),
  });
  return {
    [`check${Role}Credentials`]: {
      call: (_ids, self) => ({
        method: 'POST',
        path: `${base}/check-credentials`,
        as: 'guest',
        body: { email: email(self) },
      }),
    },
    // A new person answering the board's own question with a guest upload (registration-answers.ts).
    [`register${Role}`]: {
      setup: registrationQuestion(role),
      call: (ids, self) => ({
        method: 'POST',
        path: `${base}/register`,
        as: 'guest',
        body: {
          ...registration(self),
          ...freshPerson(role, `Probe Works ${tag(self)}`),
          values: registrationValues(role, ids),
        },
      }),
    },
    [`verify${Role}EmailOtp`]: {
      call: (_ids, self) => ({
        method: 'POST',
        path: `${base}/verify-email-otp`,
        as: 'guest',
        body: { email: email(self), otp: '000000' },
      }),
    },
    [`resend${Role}Otp`]: {
      call: (_ids, self) => ({ method: 'POST', path: `${base}/resend-otp`, as: 'guest', body: { email: email(self) } }),
    },
    [`login${Role}`]: {
      call: (_ids, self) => ({
        method: 'POST',
        path: `${base}/login`,
        as: 'guest',
        body: { email: email(self), password: TEST_PASSWORD },
      }),
    },
    [`request${Role}PasswordReset`]: {
      call: (_ids, self) => ({
        method: 'POST',
        path: `${base}/forget-password`,
        as: 'guest',
        body: { email: email(self) },
      }),
    },
    [`verify${Role}ResetPasswordOtp`]: {
      call: (_ids, self) => ({
        method: 'POST',
        path: `${base}/verify-reset-password-otp`,
        as: 'guest',
        body: { email: email(self), otp: '000000' },
      }),
    },
    [`reset${Role}Password`]: {
      call: () => ({
        method: 'POST',
        path: `${base}/reset-password`,
        as: 'guest',
        body: { resetToken: NO_TICKET, password: PROBE_PASSWORD },
      }),
    },
    [`update${Role}RegistrationEmail`]: {
      call: (_ids, self) => ({
        method: 'POST',
        path: `${base}/update-email`,
        as: 'guest',
        body: { email: email(self), newEmail: `moved-${tag(self)}@iso.test`, password: WRONG_PASSWORD },
      }),
    },
  };
}

const API = '/client/api/v1';

/** A live LinkedIn sign-in state of the site, as its start would have issued it. */
const linkedinState: Probe['setup'] = async (server, w) => {
  const state = `lk_probe_${randomBytes(8).toString('hex')}`;
  await server.database.db
    .insertInto('oauth_states')
    .values({
      state,
      client_id: w.clientId,
      provider: 'linkedin',
      intent: 'login',
      nonce: randomBytes(16).toString('hex'),
      code_verifier: randomBytes(32).toString('hex'),
      redirect_uri: `https://${w.host}/jobsseekers/login`,
      expires_at: new Date(Date.now() + 10 * 60 * 1000),
      created_at: new Date(),
    })
    .execute();
  return { 'linkedin.state': state };
};

export const accountsProbes: ProbeMap = {
  ...guestAuth('candidate'),
  ...guestAuth('employer'),

  // The start names nothing of a site (neither has a LinkedIn app in the probes' world); the
  // callback with the other site's live state finds no state and signs nobody in.
  startLinkedInSignIn: { call: () => ({ method: 'GET', path: `${API}/candidate/linkedin/login`, as: 'guest' }) },
  completeLinkedInSignIn: {
    setup: linkedinState,
    call: (ids) => ({
      method: 'POST',
      path: `${API}/social-auth/linkedin/callback`,
      as: 'guest',
      body: { code: 'probe-code', state: ids['linkedin.state'] ?? 'lk_none' },
    }),
  },

  getCandidateProfile: { call: () => ({ method: 'GET', path: `${API}/candidate/view`, as: 'candidate' }) },
  // The shared world's tokens must survive the probes, so logout is probed with a caller the
  // guard refuses: it still shows that a token of one site is refused (401) on the other's host.
  logoutCandidate: { call: () => ({ method: 'PUT', path: `${API}/candidate/logout`, as: 'admin' }) },
  changeCandidatePassword: {
    setup: ownIds,
    call: (ids) => ({
      method: 'POST',
      path: `${API}/candidate/change-password/${ids['accounts.candidateId']}`,
      as: 'candidate',
      body: { oldPassword: WRONG_PASSWORD, newPassword: PROBE_PASSWORD },
    }),
  },
  markCandidateTourDone: {
    call: () => ({ method: 'POST', path: `${API}/candidate/istourdone`, as: 'candidate', body: { tourDone: true } }),
  },
  deleteCandidateAccount: {
    call: () => ({
      method: 'PUT',
      path: `${API}/candidate/soft-delete`,
      as: 'candidate',
      body: { password: WRONG_PASSWORD },
    }),
  },

  getEmployer: { call: () => ({ method: 'GET', path: `${API}/employer/view`, as: 'employer' }) },
  updateEmployer: {
    setup: ownIds,
    call: (ids) => ({
      method: 'PUT',
      path: `${API}/employer/update/${ids['accounts.employerId']}`,
      as: 'employer',
      body: { designation: 'Talent Partner' },
    }),
  },
  updateEmployerPersonalDetails: {
    setup: ownIds,
    call: (ids) => ({
      method: 'PUT',
      path: `${API}/employer-profile/personal-details/${ids['accounts.employerId']}`,
      as: 'employer',
      body: { firstName: 'Iso', lastName: 'Probe', countryCode: '+91', mobNo: '9000000003' },
    }),
  },
  changeEmployerPassword: {
    setup: ownIds,
    call: (ids) => ({
      method: 'POST',
      path: `${API}/employer/change-password/${ids['accounts.employerId']}`,
      as: 'employer',
      body: { oldPassword: WRONG_PASSWORD, newPassword: PROBE_PASSWORD },
    }),
  },
  setEmployerTourDone: {
    call: () => ({ method: 'POST', path: `${API}/employer/istourdone`, as: 'employer', body: { tourDone: true } }),
  },
  logoutEmployer: { call: () => ({ method: 'PUT', path: `${API}/employer/logout`, as: 'candidate' }) },

  listTeamMembers: {
    setup: teamMember,
    call: () => ({ method: 'POST', path: `${API}/employer/team-member/list`, as: 'teamMember', body: { page: 1 } }),
  },
  addTeamMember: {
    call: (_ids, self) => ({
      method: 'POST',
      path: `${API}/team-member/add`,
      as: 'employer',
      body: {
        firstName: 'Invited',
        lastName: 'Probe',
        email: `probe-invite-${tag(self)}@iso.test`,
        designation: 'Recruiter',
        permissions: ['chat'],
      },
    }),
  },
  updateTeamMember: {
    setup: teamMember,
    call: (ids) => ({
      method: 'PUT',
      path: `${API}/team-member/update/${ids['accounts.memberId']}`,
      as: 'employer',
      body: { firstName: 'Renamed', lastName: 'Probe', designation: 'Recruiter', permissions: ['chat'] },
    }),
  },
  partialUpdateTeamMember: {
    setup: teamMember,
    call: (ids) => ({
      method: 'PATCH',
      path: `${API}/team-member/partial-update/${ids['accounts.memberId']}`,
      as: 'employer',
      body: { status: 'disabled' },
    }),
  },
  softDeleteTeamMembers: {
    setup: teamMember,
    call: (ids) => ({
      method: 'PUT',
      path: `${API}/team-member/soft-delete`,
      as: 'employer',
      body: { ids: [ids['accounts.memberId'] ?? ''] },
    }),
  },
};
