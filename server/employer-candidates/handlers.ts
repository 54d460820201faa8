// Employer candidate handling: contact reveals, profile view tracks, viewed candidates, the
// candidate page, invitations and notes. Thin: the rules live in server/employer-candidates.
import { markOpened } from './invitation-opened.ts';
import { inviteAnalytics } from './invite-analytics.ts';
import { inviteCandidates } from './invite.ts';
import { candidatePage } from './candidate-page.ts';
import { createNote, deleteNote, listNotes } from './notes.ts';
import { revealContact } from './reveal.ts';
import { companyScope } from './scope.ts';
import { trackMany, trackOne, viewedCount } from './tracks.ts';
import { listViewed } from './viewed-list.ts';
import { tenantOf, userOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';

export const employerCandidateHandlers = handlers({
  viewCandidateContact: async ({ ctx, params, body }) =>
    ok(await revealContact(companyScope(ctx), params.id, body?.jobId), 'Contact details unlocked'),
  trackCandidateProfileView: async ({ ctx, body }) =>
    ok(await trackOne(companyScope(ctx), body), 'Profile view recorded'),
  trackCandidateProfileViews: async ({ ctx, body }) =>
    ok(await trackMany(companyScope(ctx), body), 'Profile views recorded'),
  getViewedCandidateCount: async ({ ctx, body }) => ok(await viewedCount(companyScope(ctx), body)),
  listViewedCandidates: async ({ ctx, body }) => ok(await listViewed(companyScope(ctx), body)),
  getSearchedCandidateDetails: async ({ ctx, body }) => ok(await candidatePage(companyScope(ctx), body.candidateId)),
  inviteCandidates: async ({ ctx, body }) => ok(await inviteCandidates(companyScope(ctx), body), 'Invitations sent'),
  getInviteAnalytics: async ({ ctx, body }) => ok(await inviteAnalytics(companyScope(ctx), body)),
  markInvitationOpened: async ({ ctx, body }) =>
    ok(await markOpened(ctx.db, tenantOf(ctx).id, userOf(ctx).id, body.invitationId), 'Invitation opened'),
  listCandidateNotes: async ({ ctx, body }) => ok(await listNotes(companyScope(ctx), body)),
  createCandidateNote: async ({ ctx, body }) => ok(await createNote(companyScope(ctx), body), 'Note saved'),
  deleteCandidateNote: async ({ ctx, params }) => ok(await deleteNote(companyScope(ctx), params.id), 'Note deleted'),
});
