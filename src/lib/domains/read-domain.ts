// Reading what a person types as a host name: a pasted URL is forgiven (scheme, path, port and a
// trailing dot dropped), the rest must be a domain of letters, digits and hyphens between dots.
// Used wherever a board's own domain is entered (the console's domains, the site owner's card).
import { t } from '@lingui/core/macro';
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TLD = /^[a-z]{2,63}$/;

export type DomainInput = { domain: string } | { error: string };

/** The host name in what was typed: lower case, without scheme, path, port or trailing dot. */
export function readDomain(raw: string): DomainInput {
  const text = raw
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
  if (!text) return { error: t`Enter the domain, for example careers.yourcompany.com` };
  if (text.length > 253) return { error: t`A domain has at most 253 characters` };
  const labels = text.split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l)) || !TLD.test(tld))
    return { error: t`Enter a domain like careers.yourcompany.com: letters, digits and hyphens between dots` };
  return { domain: text };
}
