// Where the onboarding steps hand over to each other: this host's sessionStorage. The signup in
// progress (for the code step) and the finished signup (for the checklist) hold no password and no
// token; the new board's session never crosses to another host from here.
export type PendingSignup = {
  email: string;
  companyName: string;
  clientId: string;
  host: string;
  /** Epoch ms from which a new code may be asked for. */
  resendAt: number;
};

export type FinishedSignup = {
  clientId: string;
  companyName: string;
  email: string;
  host: string;
  redirectUrl: string;
  trialEndsAt: string | null;
};

const PENDING = 'jb.onboarding.pending';
const FINISHED = 'jb.onboarding.finished';

function read<T>(key: string, valid: (v: Partial<T>) => boolean): T | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Partial<T> | null;
    return parsed && valid(parsed) ? (parsed as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Without storage the next step shows how to start again; nothing else breaks.
  }
}

export const signupStore = {
  pending: () => read<PendingSignup>(PENDING, (v) => typeof v.email === 'string' && typeof v.resendAt === 'number'),
  setPending: (value: PendingSignup | null) => write(PENDING, value),
  finished: () =>
    read<FinishedSignup>(FINISHED, (v) => typeof v.redirectUrl === 'string' && typeof v.clientId === 'string'),
  setFinished: (value: FinishedSignup | null) => write(FINISHED, value),
};
