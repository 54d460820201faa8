// The contact form (contact-us/save). Thin: the limits, spam rules and the mail live in
// server/contact-us. Spam gets the same answer as any message (docs/contact-us.md).
import { saveContactMessage, envOf, THANKS } from './contact-us.ts';
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';

export const contactUsHandlers = handlers({
  saveContactUs: async ({ body, ctx, req }) => {
    await saveContactMessage(envOf(ctx), body, req.ip);
    return ok(null, THANKS);
  },
});
