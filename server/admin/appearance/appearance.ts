// The board's branding as its admin saves it (docs/admin-pages.md, Branding): colours checked for
// WCAG AA contrast first (shared/branding/contrast.ts, the check the console runs as the admin
// picks), then logo, favicon and colours written over the stored appearance, fonts and radius
// kept, and the change audited.
import type { components } from '@generated/schema';
import { contrastProblems } from '../../../shared/branding/contrast.ts';
import { recordAudit } from '../../accounts/users-repo.ts';
import type { Db } from '../../db/database.ts';
import type { AuthUser, Tenant } from '../../http/context.ts';
import { badRequest } from '../../http/errors.ts';
import { getAppearance } from '../../content/settings.ts';

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
  await env.db
    .updateTable('clients')
    .set({ appearance: JSON.stringify(appearance) })
    .where('id', '=', env.tenant.id)
    .execute();
  await recordAudit(env.db, {
    clientId: env.tenant.id,
    actorId: env.actor.id,
    actingForId: null,
    action: 'appearance.saved',
    detail: { logoUri: input.logoUri, faviconUri: input.faviconUri, colors: input.colors },
  });
  return getAppearance({ ...env.tenant, appearance });
}
