// The form editor of the admin console: the board's forms, one form's definition, and saving it.
// The product's forms are made for the board on first read (findForm), so the list is complete
// from day one. Each save is audited with what it added, changed and removed.
import type { components } from '@generated/schema';
import type { Db } from '../../db/database.ts';
import type { AuthUser, Tenant } from '../../http/context.ts';
import { AppError, notFound } from '../../errors/errors.ts';
import { recordAudit } from '../../users/index.ts';
import { DEFAULT_FORMS, findForm, type LoadedForm, customFieldsLicensed } from '../../forms/index.ts';
import { planSave, type SavePlan } from './check.ts';
import { writePlan } from './save-repo.ts';
import { toDefinition, toSummary } from './view.ts';

type S = components['schemas'];

export type FormsEnv = { db: Db; tenant: Tenant; actor: AuthUser };

async function load(env: FormsEnv, code: string): Promise<LoadedForm> {
  const loaded = await findForm(env.db, env.tenant.id, code);
  if (!loaded) throw notFound('This form does not exist');
  return loaded;
}

export async function listForms(env: FormsEnv): Promise<S['AdminFormSummary'][]> {
  const out = [];
  for (const seed of DEFAULT_FORMS) out.push(toSummary(await load(env, seed.code)));
  return out;
}

export async function readForm(env: FormsEnv, code: string): Promise<S['AdminFormDefinition']> {
  return toDefinition(await load(env, code), customFieldsLicensed(env.tenant));
}

// What the audit log says a save did; a field counts as changed when what users see of it moved.
function changesOf(plan: SavePlan) {
  const changed = plan.fields.filter(({ input: f, stored, sortOrder }) => {
    if (!stored) return false;
    const was = [stored.label.en, stored.placeholder?.en, stored.help_text?.en, stored.required, stored.sort_order];
    const now = [f.label.en.trim(), f.placeholder?.en.trim() || undefined, f.helpText?.en.trim() || undefined];
    const rules = stored.is_default ? [] : [JSON.stringify(stored.options) !== JSON.stringify(f.options ?? [])];
    const shown = stored.is_public !== (f.isPublic ?? false);
    return JSON.stringify(was) !== JSON.stringify([...now, f.required, sortOrder]) || rules.includes(true) || shown;
  });
  return {
    added: plan.fields.filter((f) => !f.stored).map((f) => f.input.keyNm),
    changed: changed.map((f) => f.input.keyNm),
    removed: plan.removed.map((r) => r.key_nm),
  };
}

export async function saveForm(
  env: FormsEnv,
  code: string,
  input: S['AdminFormInput'],
): Promise<S['AdminFormDefinition']> {
  const licensed = customFieldsLicensed(env.tenant);
  const loaded = await load(env, code);
  const plan = planSave(loaded, input, licensed);
  const saved = await writePlan(
    env.db,
    { clientId: env.tenant.id, formId: loaded.form.id, version: input.updatedAt },
    plan,
  );
  if (!saved)
    throw new AppError(
      409,
      'ERROR',
      'This form was changed by someone else since you opened it; reload it and try again',
    );
  await recordAudit(env.db, {
    clientId: env.tenant.id,
    actorId: env.actor.id,
    actingForId: null,
    action: 'form.updated',
    detail: { code, ...changesOf(plan) },
  });
  return toDefinition(await load(env, code), licensed);
}
