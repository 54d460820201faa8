// Sales leads from the marketing pages (book a demo, contact sales, pricing, trial). The lead
// remembers the site it came from, when it came from one.
import type { components } from '@generated/schema';
import type { RequestContext } from '../http/context.ts';
import { insertLead } from './leads-repo.ts';

type Schemas = components['schemas'];

export async function captureLead(
  ctx: RequestContext,
  type: Schemas['LeadType'],
  input: Schemas['LeadInput'],
  ip: string,
): Promise<Schemas['Lead']> {
  await ctx.rateLimits.limits.leads.take(ip);
  const lead = await insertLead(ctx.db, {
    clientId: ctx.tenant?.id ?? null,
    type,
    name: input.name,
    email: input.email,
    companyName: input.companyName,
    countryCode: input.countryCode ?? null,
    mobNo: input.mobNo ?? null,
    companySize: input.companySize ?? null,
    hiresPerYear: input.hiresPerYear ?? null,
    message: input.message ?? null,
    pageUrl: input.pageUrl ?? null,
    tracking: input.tracking ?? {},
    ip,
  });
  return { _id: lead.id, type: lead.type, createdAt: lead.createdAt.toISOString() };
}
