// Search params of the account screens. Only the e-mail and the code's purpose travel in the URL;
// passwords never do and the reset ticket stays in session storage. Every key is optional so that
// plain links to these pages need no search object.
export type OtpPurpose = 'registration' | 'reset_password';
export type EmailSearch = { email?: string };
export type OtpSearch = EmailSearch & { purpose?: OtpPurpose };

function emailFrom(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const email = raw.trim();
  return email && email.length <= 254 ? email : undefined;
}

export function validateEmailSearch(search: Record<string, unknown>): EmailSearch {
  const email = emailFrom(search.email);
  return email ? { email } : {};
}

export function validateOtpSearch(search: Record<string, unknown>): OtpSearch {
  const purpose = search.purpose === 'reset_password' || search.purpose === 'registration' ? search.purpose : undefined;
  return { ...validateEmailSearch(search), ...(purpose ? { purpose } : {}) };
}
