// Dialling codes offered by the registration and guest-apply forms, one entry per code, in
// alphabetical order. The default follows the browser's region when it is listed.
export type DialCode = { code: string; label: string; regions: readonly string[] };

export const DIAL_CODES: readonly DialCode[] = [
  { code: '+61', label: 'Australia', regions: ['AU'] },
  { code: '+880', label: 'Bangladesh', regions: ['BD'] },
  { code: '+32', label: 'Belgium', regions: ['BE'] },
  { code: '+55', label: 'Brazil', regions: ['BR'] },
  { code: '+1', label: 'Canada / United States', regions: ['US', 'CA'] },
  { code: '+86', label: 'China', regions: ['CN'] },
  { code: '+45', label: 'Denmark', regions: ['DK'] },
  { code: '+20', label: 'Egypt', regions: ['EG'] },
  { code: '+33', label: 'France', regions: ['FR'] },
  { code: '+49', label: 'Germany', regions: ['DE'] },
  { code: '+852', label: 'Hong Kong', regions: ['HK'] },
  { code: '+91', label: 'India', regions: ['IN'] },
  { code: '+62', label: 'Indonesia', regions: ['ID'] },
  { code: '+353', label: 'Ireland', regions: ['IE'] },
  { code: '+972', label: 'Israel', regions: ['IL'] },
  { code: '+39', label: 'Italy', regions: ['IT'] },
  { code: '+81', label: 'Japan', regions: ['JP'] },
  { code: '+254', label: 'Kenya', regions: ['KE'] },
  { code: '+60', label: 'Malaysia', regions: ['MY'] },
  { code: '+52', label: 'Mexico', regions: ['MX'] },
  { code: '+31', label: 'Netherlands', regions: ['NL'] },
  { code: '+64', label: 'New Zealand', regions: ['NZ'] },
  { code: '+234', label: 'Nigeria', regions: ['NG'] },
  { code: '+47', label: 'Norway', regions: ['NO'] },
  { code: '+92', label: 'Pakistan', regions: ['PK'] },
  { code: '+63', label: 'Philippines', regions: ['PH'] },
  { code: '+48', label: 'Poland', regions: ['PL'] },
  { code: '+351', label: 'Portugal', regions: ['PT'] },
  { code: '+974', label: 'Qatar', regions: ['QA'] },
  { code: '+966', label: 'Saudi Arabia', regions: ['SA'] },
  { code: '+65', label: 'Singapore', regions: ['SG'] },
  { code: '+27', label: 'South Africa', regions: ['ZA'] },
  { code: '+82', label: 'South Korea', regions: ['KR'] },
  { code: '+34', label: 'Spain', regions: ['ES'] },
  { code: '+94', label: 'Sri Lanka', regions: ['LK'] },
  { code: '+46', label: 'Sweden', regions: ['SE'] },
  { code: '+41', label: 'Switzerland', regions: ['CH'] },
  { code: '+66', label: 'Thailand', regions: ['TH'] },
  { code: '+90', label: 'Turkey', regions: ['TR'] },
  { code: '+971', label: 'United Arab Emirates', regions: ['AE'] },
  { code: '+44', label: 'United Kingdom', regions: ['GB'] },
  { code: '+84', label: 'Vietnam', regions: ['VN'] },
];

export function defaultDialCode(languages: readonly string[] = navigator.languages ?? []): string {
  for (const tag of languages) {
    const region = tag.split('-')[1]?.toUpperCase();
    const hit = region ? DIAL_CODES.find((d) => d.regions.includes(region)) : undefined;
    if (hit) return hit.code;
  }
  return '+1';
}
