// White label (plan flag white_label, docs/white-label.md): a board whose plan lacks it says it is
// powered by the installation (PLATFORM_NAME, linked to PLATFORM_URL) in its pages' footer, its
// mails' footer and its PDFs; a board with it shows only its own name, everywhere. This is the one
// place that decides, so a page, a mail and a PDF of one board never disagree.
import type { Config } from '../config.ts';
import type { Tenant } from '../http/context.ts';
import type { PoweredBy } from '../mail/templates.ts';
import { featureAllowed } from '../tenancy/features.ts';

/** The installation's credit a board shows, or null for a white-labelled board. */
export function poweredByOf(tenant: Tenant, config: Pick<Config, 'platform'>): PoweredBy | null {
  if (featureAllowed(tenant, 'white_label')) return null;
  return platformCredit(config);
}

/** The installation's credit alone: for the mails of onboarding, which a board on trial sends before it has a plan. */
export function platformCredit(config: Pick<Config, 'platform'>): PoweredBy {
  return { name: config.platform.name, url: config.platform.url ?? null };
}

/** Who a board's PDF says made it (its Creator): the installation, or the white-labelled board itself. */
export function pdfCreatorOf(tenant: Tenant, config: Pick<Config, 'platform'>): string {
  return poweredByOf(tenant, config)?.name ?? tenant.name;
}
