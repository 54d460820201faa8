// The console's settings: read them (secrets as set or not), change some of them. A change reads
// and writes the board's settings row under a row lock, so two admins saving different sections at
// once both keep their change, and the audit log names the fields changed, never their values.
import type { components } from '@generated/schema';
import { recordAudit } from '../../users/index.ts';
import type { JsonObject } from '../../db/json-read.ts';
import type { ConsoleEnv } from '../../http/console-admin.ts';
import { mayChangeLanguages } from './languages-input.ts';
import { applySettings } from './settings-patch.ts';
import { synonymGroupsOf } from './synonym-input.ts';
import { settingsView } from './settings-view.ts';
import { boardSettings, lockBoardSettings, writeBoardSettings } from './board-settings-repo.ts';

type AdminSettings = components['schemas']['AdminSettings'];
type Input = components['schemas']['AdminSettingsInput'];

const asObject = (v: unknown): JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as JsonObject) : {};

export async function readSettings(env: ConsoleEnv): Promise<AdminSettings> {
  return settingsView(asObject(await boardSettings(env.db, env.clientId)));
}

export async function updateSettings(env: ConsoleEnv, input: Input): Promise<AdminSettings> {
  // Checked before the row is locked: a refusal changes nothing.
  mayChangeLanguages(env.tenant, input.languages);
  const synonyms = input.search?.synonyms ? synonymGroupsOf(input.search.synonyms) : undefined;
  const next = await env.db.transaction().execute(async (trx) => {
    const applied = applySettings(asObject(await lockBoardSettings(trx, env.clientId)), input, synonyms);
    if (!applied.changed.length) return applied.next;
    await writeBoardSettings(trx, env.clientId, applied.next);
    await recordAudit(trx, {
      clientId: env.clientId,
      actorId: env.admin.id,
      actingForId: null,
      action: 'settings.updated',
      detail: { changed: applied.changed },
    });
    return applied.next;
  });
  return settingsView(next);
}
