// The profile setup: started (the profile row made, optionally filled from a parsed resume) and
// marked done; both answer where the candidate stands.
import type { components } from '@generated/schema';
import { applyParsedResume } from './apply-parsed.ts';
import { ensureProfile, storeCompletion } from './repo.ts';
import { updateAccount } from './users-repo.ts';
import type { Owner } from './sections.ts';
import { profileView } from './view.ts';

type S = components['schemas'];

export async function initProfile(
  o: Owner,
  input: S['CandidateProfileInitInput'] | undefined,
): Promise<S['CandidateProfile']> {
  await ensureProfile(o.db, o.clientId, o.userId);
  if (input?.parsedResumeId)
    return applyParsedResume(o, input.parsedResumeId, input.sections, input.overwrite ?? false);
  return (await storeCompletion(o.db, o.clientId, o.userId)) ?? ownProfile(o);
}

export async function completeSetup(o: Owner): Promise<S['CandidateSetupState']> {
  await updateAccount(o.db, o.clientId, o.userId, { profile_setup_done: true, updated_at: o.now });
  const p = await ownProfile(o);
  return { isProfileSetupDone: p.isProfileSetupDone, tourDone: p.tourDone, percentObj: p.percentObj };
}

export async function ownProfile(o: Owner): Promise<S['CandidateProfile']> {
  const p = await profileView(o.db, o.clientId, o.userId);
  if (!p) throw new Error('a signed-in candidate has no account row');
  return p;
}
