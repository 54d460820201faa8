// The tenant's brand for e-mails: its name (the sender name its admin chose, else the board's), primary
// colour and the origin links point to.
import type { Config } from '../config.ts';
import { objectAt, stringAt } from '../db/json-read.ts';
import type { Tenant } from '../http/context.ts';
import type { Brand } from '../mail/templates.ts';
import { poweredByOf } from '../white-label/powered-by.ts';

const DEFAULT_COLOR = '#1c7ed6';
const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|.+\.localhost)(:\d+)?$/i;

export function originOf(tenant: Tenant, config: Config): string {
  return LOCAL_HOST.test(tenant.primaryHost) ? config.publicOrigin : `https://${tenant.primaryHost}`;
}

export function brandOf(tenant: Tenant, config: Config): Brand {
  const color = tenant.appearance.primaryColor;
  return {
    name: stringAt(objectAt(tenant.settings, 'mail'), 'senderName', undefined, 80) ?? tenant.name,
    color: typeof color === 'string' && /^#[0-9a-f]{3,8}$/i.test(color) ? color : DEFAULT_COLOR,
    origin: originOf(tenant, config),
    poweredBy: poweredByOf(tenant, config),
  };
}
