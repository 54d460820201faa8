// Where a board's editable mail is built (docs/mail-templates.md): the board's own subject and body
// when its plan has custom_email_templates and it rewrote this mail, else the product's mail as
// its own function built it. A stored template that no longer parses (a variable since removed
// from the catalogue) falls back to the product's text rather than failing the action.
// The board's own text is written in its default language (docs/localization.md, "Mails"): a
// reader of another language the board offers gets the product's mail in their own language
// rather than the board's text in a language they did not choose.
import type { Db } from '../../db/database.ts';
import type { Tenant } from '../../tenancy/tenant.ts';
import { featureAllowed } from '../../tenancy/features.ts';
import type { Brand, Mail } from '../templates.ts';
import type { MailTemplateKind } from './catalogue.ts';
import { renderMail } from './render.ts';
import { findTemplate } from './templates-repo.ts';

export async function boardMail(
  db: Db,
  tenant: Tenant,
  kind: MailTemplateKind,
  brand: Brand,
  values: Record<string, string>,
  product: () => Mail,
): Promise<Mail> {
  if (!featureAllowed(tenant, 'custom_email_templates')) return product();
  if (brand.tr.locale !== brand.boardLocale) return product();
  const custom = await findTemplate(db, tenant.id, kind);
  if (!custom) return product();
  try {
    return renderMail(kind, brand, custom, { ...values, boardName: brand.name, boardLink: brand.origin });
  } catch {
    return product();
  }
}
