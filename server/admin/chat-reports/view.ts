// Report rows into the contract's AdminChatReport: the people by name, the context oldest first
// with the reported message marked, and the decision once there is one. The console sees a
// removed message's text (participants see the removal), so a decision can be checked later.
import type { components } from '@generated/schema';
import type { ContextRow, FoundReport } from './repo.ts';

type S = components['schemas'];
type Person = S['AdminChatPerson'];

const iso = (d: Date) => d.toISOString();
const nameOf = (first: string | null, last: string | null, fallback: string) =>
  `${first ?? ''} ${last ?? ''}`.trim() || fallback;

type PersonCols = {
  id: string | null;
  first: string | null;
  last: string | null;
  email: string | null;
  role: Person['role'] | null;
  status: string | null;
  company: string | null;
};

function person(p: PersonCols): Person | null {
  if (!p.id || !p.email || !p.role) return null;
  return {
    _id: p.id,
    name: nameOf(p.first, p.last, p.email),
    email: p.email,
    role: p.role,
    companyName: p.role === 'employer' ? p.company : null,
    status: p.status === 'active' || p.status === 'unverified' ? p.status : 'disabled',
  };
}

function contextView(r: FoundReport, rows: ContextRow[]): S['AdminChatContextMessage'][] {
  return rows
    .filter((m) => m.report_id === r.id)
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id.localeCompare(b.id))
    .map((m) => ({
      _id: m.id,
      senderName: m.first_name !== null ? nameOf(m.first_name, m.last_name, 'Former member') : 'Former member',
      side: m.sender_side,
      body: m.body,
      attachments: Array.isArray(m.attachments) ? m.attachments.length : 0,
      createdAt: iso(new Date(m.created_at)),
      removed: m.removed_at !== null,
      reported: m.id === r.message_id,
    }));
}

export function reportView(r: FoundReport, context: ContextRow[]): S['AdminChatReport'] {
  return {
    _id: r.id,
    state: r.state,
    reason: r.reason,
    details: r.details,
    createdAt: iso(r.created_at),
    room: {
      _id: r.room_id,
      jobTitle: r.job_title,
      companyName: r.company_name,
      closedAt: r.closed_at ? iso(r.closed_at) : null,
    },
    reporter: person({
      id: r.rep_id,
      first: r.rep_first,
      last: r.rep_last,
      email: r.rep_email,
      role: r.rep_role,
      status: r.rep_status,
      company: r.rep_company,
    }),
    reported: person({
      id: r.tgt_id,
      first: r.tgt_first,
      last: r.tgt_last,
      email: r.tgt_email,
      role: r.tgt_role,
      status: r.tgt_status,
      company: r.tgt_company,
    }),
    messageId: r.message_id,
    context: contextView(r, context),
    decision:
      r.state === 'open' || !r.decided_at
        ? null
        : {
            actions: r.actions,
            note: r.decision_note,
            by:
              r.dec_id && r.dec_email
                ? { _id: r.dec_id, name: nameOf(r.dec_first, r.dec_last, r.dec_email), email: r.dec_email }
                : null,
            at: iso(r.decided_at),
          },
  };
}
