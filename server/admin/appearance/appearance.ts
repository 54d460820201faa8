// The board's branding as its admin saves it (docs/admin-pages.md, Branding): colours checked for
// WCAG AA contrast first (shared/branding/contrast.ts, the check the console runs as the admin
// picks), then logo, favicon and colours written over the stored appearance, fonts and radius
// kept, and the change audited.
import type { components } from '@generated/schema';
import { contrastProblems } from '../../../shared/branding/contrast.ts';
import { recordAudit } from '../../users/index.ts';
import type { Db } from '../../db/database.ts';
import type { AuthUser, Tenant } from '../../http/context.ts';
import { badRequest } from '../../errors/errors.ts';
import { getAppearance } from '../../board-settings/index.ts';
import { isDefaultJobHeading, type JobHeading } from '../../../shared/words/job-heading.ts';
import { lockBoardSettings, writeBoardAppearance, writeBoardSettings } from '../settings/board-settings-repo.ts';

type S = components['schemas'];

export async function saveAppearance(
  env: { db: Db; tenant: Tenant; actor: AuthUser },
  input: S['AdminAppearanceInput'],
): Promise<S['Appearance']> {
  const problems = contrastProblems(input.colors);
  if (problems.length)
    throw badRequest(`The ${problems[0]?.color} colour ${problems[0]?.message}`, {
      fields: problems.map((p) => ({ field: `body.colors.${p.color}`, message: p.message })),
    });
  const appearance = {
    ...env.tenant.appearance,
    logoUri: input.logoUri,
    faviconUri: input.faviconUri,
    colors: input.colors,
  };
  await env.db.transaction().execute(async (trx) => {
    await writeBoardAppearance(trx, env.tenant.id, appearance);
    // The word for "Job" lives in the settings; read under a row lock so a settings save by
    // another admin at the same moment keeps its change too (server/admin/settings/settings.ts).
    if (input.jobHeading) await saveJobHeading(trx, env.tenant.id, input.jobHeading);
    await recordAudit(trx, {
      clientId: env.tenant.id,
      actorId: env.actor.id,
      actingForId: null,
      action: 'appearance.saved',
      detail: {
        logoUri: input.logoUri,
        faviconUri: input.faviconUri,
        colors: input.colors,
        ...(input.jobHeading ? { jobHeading: input.jobHeading } : {}),
      },
    });
  });
  return getAppearance({ ...env.tenant, appearance });
}

async function saveJobHeading(db: Db, clientId: string, heading: JobHeading): Promise<void> {
  const stored = await lockBoardSettings(db, clientId);
  const settings = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {};
  const { jobHeading: _old, ...rest } = settings as Record<string, unknown>;
  // The platform's own words are stored as nothing, so the board follows the platform's.
  const next = isDefaultJobHeading(heading) ? rest : { ...rest, jobHeading: heading };
  await writeBoardSettings(db, clientId, next);
}
