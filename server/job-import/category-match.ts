// A feed's category → one of the board's. Real feeds name categories in their own words
// ("Engineering", "Data", "Nursing jobs"), so an import never refuses a job for its category: it is
// matched by the same words (case, '&' and 'and', punctuation, plurals), then by shared words
// ("Engineering" → "Software Engineering"), then through a list of common synonyms ("IT" →
// "Software Engineering", "Nursing" → "Healthcare"), and otherwise falls back to the board's
// default category. Every mapping that is not an exact match is reported on the row.
import { categoryKey, type CategoryIndex, type CategoryRef } from './category-index.ts';

export type CategoryMatch = { category: CategoryRef; note: string | null };

/** Words that say nothing about the kind of work. */
const STOP = new Set(['and', 'of', 'the', 'job', 'jobs', 'role', 'roles', 'other', 'misc', 'general', 'all']);

/** Feed words → words a board's category for the same work is likely to contain. */
const SYNONYMS: Record<string, string[]> = {
  engineering: ['software', 'engineering', 'developer', 'development', 'technology', 'it'],
  software: ['software', 'engineering', 'developer', 'development', 'technology', 'it'],
  developer: ['software', 'engineering', 'developer', 'development'],
  development: ['software', 'engineering', 'developer', 'development'],
  programming: ['software', 'engineering', 'developer', 'development'],
  it: ['software', 'engineering', 'technology', 'it'],
  technology: ['software', 'engineering', 'technology', 'it'],
  tech: ['software', 'engineering', 'technology', 'it'],
  devops: ['software', 'engineering', 'platform'],
  qa: ['software', 'engineering', 'quality'],
  data: ['data', 'analytics', 'analyst', 'science'],
  analytics: ['data', 'analytics', 'analyst'],
  analyst: ['data', 'analytics', 'analyst'],
  science: ['data', 'science'],
  bi: ['data', 'analytics'],
  ai: ['data', 'analytics', 'science', 'machine'],
  ml: ['data', 'analytics', 'science', 'machine'],
  finance: ['finance', 'financial', 'accounting'],
  financial: ['finance', 'financial', 'accounting'],
  accounting: ['finance', 'accounting', 'accountant'],
  accountant: ['finance', 'accounting'],
  banking: ['finance', 'banking'],
  audit: ['finance', 'accounting', 'audit'],
  tax: ['finance', 'accounting', 'tax'],
  hr: ['human', 'resource', 'hr', 'people', 'recruitment', 'talent'],
  human: ['human', 'resource', 'hr', 'people'],
  resource: ['human', 'resource', 'hr', 'people'],
  people: ['human', 'resource', 'hr', 'people'],
  recruiting: ['human', 'resource', 'hr', 'recruitment', 'talent'],
  recruitment: ['human', 'resource', 'hr', 'recruitment', 'talent'],
  talent: ['human', 'resource', 'hr', 'talent'],
  healthcare: ['healthcare', 'health', 'medical', 'nursing', 'clinical'],
  health: ['healthcare', 'health', 'medical', 'nursing', 'clinical'],
  medical: ['healthcare', 'health', 'medical', 'clinical'],
  nursing: ['healthcare', 'health', 'nursing', 'medical'],
  nurse: ['healthcare', 'health', 'nursing', 'medical'],
  clinical: ['healthcare', 'health', 'medical', 'clinical'],
  pharmacy: ['healthcare', 'health', 'pharmacy'],
  care: ['healthcare', 'health', 'care'],
  sales: ['sales', 'business', 'account'],
  business: ['sales', 'business'],
  marketing: ['marketing', 'growth', 'communication', 'brand'],
  advertising: ['marketing', 'advertising'],
  communication: ['marketing', 'communication'],
  pr: ['marketing', 'communication'],
  customer: ['customer', 'support', 'success', 'service'],
  support: ['customer', 'support', 'success', 'service'],
  service: ['customer', 'support', 'service'],
  design: ['design', 'creative', 'ux'],
  creative: ['design', 'creative'],
  ux: ['design', 'ux'],
  ui: ['design', 'ux'],
  product: ['product'],
  operation: ['operation', 'logistics', 'supply'],
  logistics: ['operation', 'logistics', 'supply', 'transport'],
  supply: ['operation', 'logistics', 'supply'],
  warehouse: ['operation', 'logistics', 'warehouse'],
  transport: ['operation', 'logistics', 'transport'],
  transportation: ['operation', 'logistics', 'transport'],
  driver: ['operation', 'logistics', 'transport'],
  delivery: ['operation', 'logistics'],
  manufacturing: ['operation', 'manufacturing', 'production'],
  education: ['education', 'teaching', 'training', 'academic'],
  teaching: ['education', 'teaching'],
  teacher: ['education', 'teaching'],
  training: ['education', 'training'],
  legal: ['legal', 'law', 'compliance'],
  law: ['legal', 'law'],
  admin: ['administration', 'administrative', 'office', 'admin'],
  administrative: ['administration', 'administrative', 'office', 'admin'],
  hospitality: ['hospitality', 'hotel', 'restaurant', 'food'],
};

/** Phrases whose words alone would mislead ("development" is not software here). */
const PHRASES: Record<string, string[]> = {
  'business development': ['sales', 'business'],
  'account management': ['sales', 'customer', 'account'],
  'information technology': ['software', 'engineering', 'technology', 'it'],
  'machine learning': ['data', 'analytics', 'science', 'machine'],
  'supply chain': ['operation', 'logistics', 'supply'],
  'customer service': ['customer', 'support', 'success', 'service'],
};

/** A word's singular, enough for category names ("analytics" and "sales" stay as they are). */
export function singular(word: string): string {
  if (/(ics|ss|us|sales)$/.test(word) || word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes)$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** The words of a category name that say what the work is, singular. */
export function categoryWords(name: string): string[] {
  return categoryKey(name)
    .split('-')
    .filter((w) => w && !STOP.has(w))
    .map(singular);
}

type Entry = CategoryRef & { words: Set<string> };

/** The best board category sharing words with `wanted`, or null when none shares any. */
function bestOverlap(entries: Entry[], wanted: Set<string>): Entry | null {
  let best: Entry | null = null;
  let bestScore = 0;
  for (const e of entries) {
    let score = 0;
    for (const w of wanted) if (e.words.has(w)) score++;
    if (score > bestScore) [best, bestScore] = [e, score];
  }
  return best;
}

export function makeCategoryMatcher(index: CategoryIndex, fallback: CategoryRef) {
  const byId = new Map<string, Entry>();
  for (const c of index.values()) byId.set(c.id, { ...c, words: new Set(categoryWords(c.name)) });
  const entries = [...byId.values()];
  const byWords = new Map(entries.map((e) => [[...e.words].sort().join(' '), e]));
  const cache = new Map<string, CategoryMatch>();

  const find = (name: string): CategoryMatch => {
    const exact = index.get(categoryKey(name));
    if (exact) return { category: exact, note: null };
    const mapped = (c: CategoryRef, how: string): CategoryMatch => ({
      category: c,
      note: `category "${name}" → "${c.name}" (${how})`,
    });
    const words = categoryWords(name);
    const same = byWords.get([...words].sort().join(' '));
    if (same && words.length) return mapped(same, 'same words');
    const shared = bestOverlap(entries, new Set(words));
    if (shared) return mapped(shared, 'shared words');
    const synonyms = new Set(PHRASES[words.join(' ')] ?? words.flatMap((w) => SYNONYMS[w] ?? []));
    const related = bestOverlap(entries, synonyms);
    if (related) return mapped(related, 'synonym');
    return { category: fallback, note: `category "${name}" → "${fallback.name}" (no match; the default category)` };
  };

  /** The board category for a feed's category text; a missing category goes to the default. */
  return (name: string | undefined): CategoryMatch => {
    const text = name?.replace(/\s+/g, ' ').trim().slice(0, 200) ?? '';
    if (!text) return { category: fallback, note: `no category → "${fallback.name}" (the default category)` };
    let hit = cache.get(text);
    if (!hit) cache.set(text, (hit = find(text)));
    return hit;
  };
}

export type CategoryMatcher = ReturnType<typeof makeCategoryMatcher>;
