// Signing in and reading mail through the API, for journeys whose subject is not the sign-in.
import type { APIRequestContext } from '@playwright/test';

export async function lastOtp(request: APIRequestContext, email: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await request.get('/dev/mailbox.json');
    const mails = (await res.json()) as Array<{ to: string; otp: string | null }>;
    const mail = mails.find((m) => m.to.toLowerCase() === email.toLowerCase() && m.otp);
    if (mail?.otp) return mail.otp;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code was mailed to ${email}`);
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}
