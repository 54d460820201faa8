// Every rate limit of the app, declared once: how many hits (points) one key may take in a window
// of how many seconds. A refused hit answers 429 LIMIT_OVER with the seconds until the key's window
// ends (retryAfterSeconds, and the Retry-After header over HTTP). Windows are rate-limiter-flexible's
// fixed windows: a key's window starts at its first hit and its count ends with it. No limit blocks
// a key beyond its window. docs/scale-out.md lists them with their stores.
export type LimitRule = { points: number; durationSeconds: number };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LIMIT_RULES = {
  // ── Accounts (server/auth): keys carry the board, the client address or the account ──
  /** Login attempts (password and LinkedIn) per board and client address. */
  login: { points: 10, durationSeconds: MINUTE },
  /** Failed logins per account (board, role, e-mail): five lock it for the rest of the window. */
  loginFailures: { points: 5, durationSeconds: 15 * MINUTE },
  /** Code checks (e-mail verification, reset code) per board and client address. */
  codeChecks: { points: 10, durationSeconds: MINUTE },
  /** Calls that send a code (register, resend, forgot password, e-mail correction) per board and address. */
  codeSends: { points: 10, durationSeconds: MINUTE },
  /** One code per e-mail and purpose a minute (the `resendAfterSeconds` the client shows). */
  codeCooldown: { points: 1, durationSeconds: MINUTE },
  /** Codes per board and e-mail an hour, whatever the purpose, so a mailbox cannot be flooded. */
  codesPerHour: { points: 10, durationSeconds: HOUR },
  /** Password resets (ticket use) per board and client address. */
  resets: { points: 10, durationSeconds: MINUTE },
  /** Availability checks per board and client address, so they cannot list accounts. */
  credentialChecks: { points: 20, durationSeconds: MINUTE },
  /** Wrong current passwords (change password, delete account) per board and signed-in user. */
  passwordFailures: { points: 5, durationSeconds: 15 * MINUTE },
  /** Wrong two-factor codes (sign-in step, disable, regenerate) per board and user (docs/two-factor.md). */
  twoFactorFailures: { points: 10, durationSeconds: 15 * MINUTE },

  // ── Guests of a board ──
  /** Guest applications per board and client address: a busy office may send a few. */
  applyPerAddress: { points: 10, durationSeconds: 10 * MINUTE },
  /** Guest applications per board and e-mail address, whatever the address they come from. */
  applyPerEmail: { points: 5, durationSeconds: HOUR },
  /** Redirect-apply clicks per board and client address. */
  redirectPerAddress: { points: 30, durationSeconds: MINUTE },
  /** Guest job alerts per board and client address. */
  alertsPerAddress: { points: 10, durationSeconds: 10 * MINUTE },
  /** Guest job alerts per board and e-mail, so nobody is flooded with confirmations. */
  alertsPerEmail: { points: 5, durationSeconds: HOUR },
  /** Guest uploads per board and client address (contract: uploadGuestFile answers 429). */
  guestUploads: { points: 20, durationSeconds: 10 * MINUTE },
  /** Consent records (the cookie banner's choices) per board and client address: a visitor changes
   * their mind a few times, an office shares one address; a script filling the record does not. */
  consentRecords: { points: 30, durationSeconds: 10 * MINUTE },

  // ── Onboarding (server/onboarding), platform-wide: keyed by client address ──
  /** New boards signed up per client address. */
  signups: { points: 20, durationSeconds: HOUR },
  /** Signup code checks and e-mail corrections per client address. */
  signupChecks: { points: 30, durationSeconds: 15 * MINUTE },
  /** Sales leads per client address. */
  leads: { points: 10, durationSeconds: HOUR },
  /** DNS checks of a custom domain per board and domain (onboarding and the console count apart). */
  domainChecks: { points: 20, durationSeconds: 10 * MINUTE },

  // ── Chat (server/chat), per board and user ──
  /** Chat messages per board and user. */
  chatMessages: { points: 30, durationSeconds: MINUTE },
  /** Chat reports per board and user. */
  chatReports: { points: 20, durationSeconds: DAY },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMIT_RULES;

/** The key of a client address on a board. */
export const addressKey = (tenantId: string, ip: string) => `${tenantId}|${ip}`;

/** The key of an e-mail address on a board. */
export const emailKey = (tenantId: string, email: string) => `${tenantId}|${email.trim().toLowerCase()}`;
