// Candidate search for employers (search, saved searches, candidate lists). Thin: the rules live in server/search.
import { ok } from '../http/envelope.ts';
import { callerGone } from '../http/search-lane.ts';
import { handlers } from '../http/handler.ts';
import { searcherOf } from './employer.ts';
import { countFacets } from './facets.ts';
import { listMembers } from './list-members.ts';
import { addToLists, changeMembers, type AddInput, createList, deleteLists, listLists, updateList } from './lists.ts';
import {
  createSavedSearch,
  deleteSavedSearches,
  getSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from './saved-searches.ts';
import { searchCandidates } from './search.ts';

export const searchHandlers = handlers({
  searchCandidates: async ({ body, ctx, reply }) =>
    ok(await ctx.searchLane.run(() => searchCandidates(searcherOf(ctx), body), callerGone(reply))),
  countCandidateSearchFacets: async ({ body, ctx, reply }) =>
    ok(await ctx.searchLane.run(() => countFacets(searcherOf(ctx), body), callerGone(reply))),
  createSavedSearch: async ({ body, ctx }) => ok(await createSavedSearch(searcherOf(ctx), body), 'Search saved'),
  updateSavedSearch: async ({ params, body, ctx }) =>
    ok(await updateSavedSearch(searcherOf(ctx), params.id, body), 'Saved search updated'),
  getSavedSearch: async ({ params, ctx }) => ok(await getSavedSearch(searcherOf(ctx), params.id)),
  listSavedSearches: async ({ body, ctx }) => ok(await listSavedSearches(searcherOf(ctx), body)),
  deleteSavedSearches: async ({ body, ctx }) =>
    ok(await deleteSavedSearches(searcherOf(ctx), body.ids), 'Saved searches deleted'),
  listCandidateLists: async ({ body, ctx }) => ok(await listLists(searcherOf(ctx), body)),
  createCandidateList: async ({ body, ctx }) => ok(await createList(searcherOf(ctx), body), 'Candidate list created'),
  updateCandidateList: async ({ params, body, ctx }) =>
    ok(await updateList(searcherOf(ctx), params.id, body), 'Candidate list updated'),
  deleteCandidateLists: async ({ body, ctx }) =>
    ok(await deleteLists(searcherOf(ctx), body.ids), 'Candidate lists deleted'),
  addCandidatesToLists: async ({ body, ctx }) =>
    ok(await addToLists(searcherOf(ctx), body as AddInput), 'Added to list'),
  getCandidateListMembers: async ({ params, query, ctx }) => ok(await listMembers(searcherOf(ctx), params.id, query)),
  updateCandidateListMembers: async ({ params, body, ctx }) =>
    ok(await changeMembers(searcherOf(ctx), params.id, body), 'Candidate list updated'),
});
