// Certificates, one a line: 'AWS Certified Solutions Architect – Associate — Amazon Web Services, 2022',
// 'Certified ScrumMaster (Scrum Alliance), Mar 2021', 'Google Data Analytics | Coursera | 2021'.
// The issuer is the part in brackets, a known issuer, or the last part; the date is the issue date.
import type { ParsedResumeResult } from '../../../db/tables-candidate-profile.ts';
import { findDates, toIsoDate } from './dates.ts';
import { isBullet, joinWrapped, stripBullet } from './entries.ts';

export type Certificate = ParsedResumeResult['certificates'][number];

const ISSUERS =
  /^(?:amazon web services|aws|google(?: cloud)?|microsoft|coursera|udemy|edx|udacity|linkedin learning|scrum alliance|scrum\.org|pmi|project management institute|oracle|cisco|comptia|hashicorp|cncf|(?:the )?linux foundation|salesforce|\(isc\)²|isc2|meta|ibm|red hat|isaca|axelos|peoplecert|tableau|databricks|mongodb|snowflake|nptel|nasscom|cfa institute|acca|icai|sas)$/i;
const LEVEL =
  /^(?:associate|professional|practitioner|foundation|fundamentals|specialty|expert|level [i\d]+|[i]{1,3})$/i;
const SEPARATOR = /\s+[|•·]\s+|\s+[–—]\s+|\s-\s|,\s+|\s+by\s+|\bissued by\b:?/i;

export function certificatesOf(lines: readonly string[]): Certificate[] {
  const certificates: Certificate[] = [];
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined[joined.length - 1];
    if (previous !== undefined && !isBullet(line) && wraps(previous, line))
      joined[joined.length - 1] = joinWrapped(previous, line);
    else joined.push(stripBullet(line));
  }
  for (const line of joined) {
    const certificate = certificateOf(line);
    if (certificate) certificates.push(certificate);
  }
  return certificates;
}

/**
 * Whether a line is the wrapped end of the certificate before it: it starts in lower case, or the
 * line before has no date yet while this short one ends with the date ('Services | 2024').
 */
function wraps(previous: string, line: string): boolean {
  if (/^\p{Ll}/u.test(line)) return true;
  return !findDates(previous).length && findDates(line).length > 0 && line.split(/\s+/).length <= 5;
}

function certificateOf(line: string): Certificate | null {
  const dates = findDates(line);
  const date = dates[0] ?? null;
  let text = date ? line.slice(0, date.start) + line.slice(date.end) : line;
  let issuer: string | null = null;
  const bracketed = /\(([^()]+)\)/.exec(text);
  if (bracketed?.[1] && !/^\d/.test(bracketed[1])) {
    issuer = bracketed[1].trim();
    text = text.replace(bracketed[0], ' ');
  }
  const parts = text
    .split(SEPARATOR)
    .map((p) => p?.replace(/^[\s,;:|–—-]+|[\s,;:|–—-]+$/g, '').trim() ?? '')
    .filter((p) => p && !/^(?:issued|credential id.*|id:.*)$/i.test(p));
  if (!issuer) {
    const known = parts.findIndex((p) => ISSUERS.test(p));
    const at =
      known > 0 ? known : parts.length > 1 && !LEVEL.test(parts[parts.length - 1] ?? '') ? parts.length - 1 : -1;
    if (at > 0) issuer = parts.splice(at, 1)[0] ?? null;
  }
  const title = parts.join(' – ').trim();
  if (!title || title.length > 150) return null;
  const confidence = 0.6 + (issuer ? 0.15 : 0) + (date ? 0.1 : 0);
  return {
    title,
    issuedBy: issuer,
    from: toIsoDate(date?.from ?? null),
    confidence: Math.round(confidence * 100) / 100,
  };
}
