// Dialling codes offered by the registration and guest-apply forms, one entry per code, in
// alphabetical order. The default follows the browser's region when it is listed.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n/i18n';

export type DialCode = { code: string; label: string; regions: readonly string[] };

const CODES: readonly { code: string; label: MessageDescriptor; regions: readonly string[] }[] = [
  { code: '+61', label: msg`Australia`, regions: ['AU'] },
  { code: '+880', label: msg`Bangladesh`, regions: ['BD'] },
  { code: '+32', label: msg`Belgium`, regions: ['BE'] },
  { code: '+55', label: msg`Brazil`, regions: ['BR'] },
  { code: '+1', label: msg`Canada / United States`, regions: ['US', 'CA'] },
  { code: '+86', label: msg`China`, regions: ['CN'] },
  { code: '+45', label: msg`Denmark`, regions: ['DK'] },
  { code: '+20', label: msg`Egypt`, regions: ['EG'] },
  { code: '+33', label: msg`France`, regions: ['FR'] },
  { code: '+49', label: msg`Germany`, regions: ['DE'] },
  { code: '+852', label: msg`Hong Kong`, regions: ['HK'] },
  { code: '+91', label: msg`India`, regions: ['IN'] },
  { code: '+62', label: msg`Indonesia`, regions: ['ID'] },
  { code: '+353', label: msg`Ireland`, regions: ['IE'] },
  { code: '+972', label: msg`Israel`, regions: ['IL'] },
  { code: '+39', label: msg`Italy`, regions: ['IT'] },
  { code: '+81', label: msg`Japan`, regions: ['JP'] },
  { code: '+254', label: msg`Kenya`, regions: ['KE'] },
  { code: '+60', label: msg`Malaysia`, regions: ['MY'] },
  { code: '+52', label: msg`Mexico`, regions: ['MX'] },
  { code: '+31', label: msg`Netherlands`, regions: ['NL'] },
  { code: '+64', label: msg`New Zealand`, regions: ['NZ'] },
  { code: '+234', label: msg`Nigeria`, regions: ['NG'] },
  { code: '+47', label: msg`Norway`, regions: ['NO'] },
  { code: '+92', label: msg`Pakistan`, regions: ['PK'] },
  { code: '+63', label: msg`Philippines`, regions: ['PH'] },
  { code: '+48', label: msg`Poland`, regions: ['PL'] },
  { code: '+351', label: msg`Portugal`, regions: ['PT'] },
  { code: '+974', label: msg`Qatar`, regions: ['QA'] },
  { code: '+966', label: msg`Saudi Arabia`, regions: ['SA'] },
  { code: '+65', label: msg`Singapore`, regions: ['SG'] },
  { code: '+27', label: msg`South Africa`, regions: ['ZA'] },
  { code: '+82', label: msg`South Korea`, regions: ['KR'] },
  { code: '+34', label: msg`Spain`, regions: ['ES'] },
  { code: '+94', label: msg`Sri Lanka`, regions: ['LK'] },
  { code: '+46', label: msg`Sweden`, regions: ['SE'] },
  { code: '+41', label: msg`Switzerland`, regions: ['CH'] },
  { code: '+66', label: msg`Thailand`, regions: ['TH'] },
  { code: '+90', label: msg`Turkey`, regions: ['TR'] },
  { code: '+971', label: msg`United Arab Emirates`, regions: ['AE'] },
  { code: '+44', label: msg`United Kingdom`, regions: ['GB'] },
  { code: '+84', label: msg`Vietnam`, regions: ['VN'] },
];

/** The label is read in the page's language each time it is read, so one list serves every language. */
export const DIAL_CODES: readonly DialCode[] = CODES.map(({ code, label, regions }) => ({
  code,
  regions,
  get label() {
    return i18n._(label);
  },
}));

export function defaultDialCode(languages: readonly string[] = navigator.languages ?? []): string {
  for (const tag of languages) {
    const region = tag.split('-')[1]?.toUpperCase();
    const hit = region ? DIAL_CODES.find((d) => d.regions.includes(region)) : undefined;
    if (hit) return hit.code;
  }
  return '+1';
}
