// SQL of the platform's sales leads.
import type { Db } from '../db/database.ts';
import type { LeadType } from '../db/tables-onboarding.ts';

export type NewLead = {
  clientId: string | null;
  type: LeadType;
  name: string;
  email: string;
  companyName: string;
  countryCode: string | null;
  mobNo: string | null;
  companySize: string | null;
  hiresPerYear: number | null;
  message: string | null;
  pageUrl: string | null;
  tracking: Record<string, string>;
  ip: string | null;
};

export async function insertLead(db: Db, lead: NewLead): Promise<{ id: string; type: LeadType; createdAt: Date }> {
  const row = await db
    .insertInto('leads')
    .values({
      client_id: lead.clientId,
      type: lead.type,
      name: lead.name,
      email: lead.email,
      company_name: lead.companyName,
      country_code: lead.countryCode,
      mob_no: lead.mobNo,
      company_size: lead.companySize,
      hires_per_year: lead.hiresPerYear,
      message: lead.message,
      page_url: lead.pageUrl,
      tracking: JSON.stringify(lead.tracking),
      ip: lead.ip,
    })
    .returning(['id', 'type', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, type: row.type, createdAt: new Date(row.created_at) };
}
