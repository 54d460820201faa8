// Skills: the items listed under a skills heading (or on a 'Skills:' line), matched to the skills
// master ignoring case and punctuation ('React.js' = 'ReactJS' = 'React', 'Node' = 'Node.js'),
// keeping the master's id; items not in the master are kept as free skills. Master skills
// mentioned elsewhere (in a job's description) are added, less surely.
import type { ParsedResumeResult } from '../../../db/tables-candidate-profile.ts';
import type { SkillMaster } from '../types.ts';

export type Skill = ParsedResumeResult['skillIds'][number];

// Other names of common skills, by key: what a resume writes on the left, the master's key on the right.
const ALIASES: Record<string, string> = {
  golang: 'go',
  postgres: 'postgresql',
  psql: 'postgresql',
  k8s: 'kubernetes',
  js: 'javascript',
  ecmascript: 'javascript',
  ts: 'typescript',
  amazonwebservices: 'aws',
  gcp: 'googlecloud',
  googlecloudplatform: 'googlecloud',
  ml: 'machinelearning',
  sklearn: 'scikitlearn',
  msexcel: 'excel',
  microsoftexcel: 'excel',
  tailwind: 'tailwindcss',
  dotnet: 'net',
  reactnative: 'reactnative',
  restapi: 'restapis',
  rest: 'restapis',
  restful: 'restapis',
  restfulapis: 'restapis',
  mssql: 'sqlserver',
  microsoftsqlserver: 'sqlserver',
  nodejs: 'node',
  vue: 'vue',
  html5: 'html',
  css3: 'css',
  powerbi: 'powerbi',
  msazure: 'azure',
  microsoftazure: 'azure',
};

/** A skill's name without case, accents, spaces or punctuation (but + and #: C++ and C# are not C). */
export function skillKey(name: string): string {
  const key = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9+#]/g, '');
  const bare = key.length > 4 && key.endsWith('js') ? key.slice(0, -2) : key;
  return ALIASES[bare] ?? ALIASES[key] ?? bare;
}

export type SkillIndex = Map<string, SkillMaster>;

export function indexSkills(master: readonly SkillMaster[]): SkillIndex {
  const index: SkillIndex = new Map();
  for (const skill of master) {
    const key = skillKey(skill.nm);
    if (key && !index.has(key)) index.set(key, skill);
  }
  return index;
}

/** The items of a skills line: 'Languages: Python, Go; Tools: Docker | Git' → Python, Go, Docker, Git. */
export function skillItems(line: string): string[] {
  const items: string[] = [];
  for (const group of line.split(/;|\t|\s[|•·]\s|[|•·]/)) {
    const listed = group.replace(/^[^:,]{1,30}:\s*/, '');
    for (const raw of listed.split(/,|\s\/\s|(?<=\w{3})\/(?=\w{3})|\s+and\s+(?=\p{Lu})/u)) {
      const item = raw
        .replace(
          /\((?:basic|intermediate|advanced|expert|beginner|proficient|fluent|native|\d+\+?\s*(?:yrs?|years?))\)/gi,
          '',
        )
        .replace(/\s+-\s+(?:basic|intermediate|advanced|expert)$/i, '')
        .replace(/^[\s•·*-]+|[\s.;:]+$/g, '')
        .trim();
      if (item && item.length <= 40 && /\p{L}/u.test(item) && item.split(/\s+/).length <= 4) items.push(item);
    }
  }
  return items;
}

export function matchSkills(listed: readonly string[], elsewhere: readonly string[], index: SkillIndex): Skill[] {
  const skills: Skill[] = [];
  const seen = new Set<string>();
  const add = (skill: Skill, key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    skills.push(skill);
  };
  for (const item of joinWrappedLists(listed).flatMap(skillItems)) {
    const key = skillKey(item);
    if (!key) continue;
    const master = index.get(key);
    if (master) add({ id: master.id, nm: master.nm, confidence: 0.95 }, key);
    else add({ nm: item, confidence: 0.55 }, key);
  }
  for (const [key, master] of mentioned(elsewhere, index)) add({ id: master.id, nm: master.nm, confidence: 0.6 }, key);
  return skills;
}

/**
 * Master skills named in free text, longest run of words first ('Tailwind CSS' is not also 'CSS').
 * Short keys ('go', 'r', 'c') are skipped there: as words of a sentence they are far more often
 * not the skill.
 */
function mentioned(lines: readonly string[], index: SkillIndex): Map<string, SkillMaster> {
  const found = new Map<string, SkillMaster>();
  for (const line of lines) {
    const words = line.split(/[\s,;:()[\]|•·]+/).filter(Boolean);
    for (let i = 0; i < words.length; i++) {
      for (let n = Math.min(3, words.length - i); n >= 1; n--) {
        const key = skillKey(
          words
            .slice(i, i + n)
            .join(' ')
            .replace(/[.]+$/, ''),
        );
        const master = index.get(key);
        if (!master || (key.length <= 2 && !/[+#]/.test(key))) continue;
        if (!found.has(key)) found.set(key, master);
        i += n - 1;
        break;
      }
    }
  }
  return found;
}

const LIST_SEPARATOR = /[,;|•·]/;

/**
 * Lists wrapped over lines joined back: after a line ending in a separator ('SQL ·'), and after a
 * list broken inside an item ('…, Team' then 'Leadership'), unless the next line opens its own
 * category ('Tools: …').
 */
export function joinWrappedLists(lines: readonly string[], isList: (line: string) => boolean = () => true): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    if (previous === undefined || !isList(previous)) {
      out.push(line);
      continue;
    }
    const brokenItem =
      (previous.match(/[,;|•·]/g)?.length ?? 0) >= 2 &&
      !LIST_SEPARATOR.test(line) &&
      !/:/.test(line) &&
      line.split(/\s+/).length <= 3;
    if (/[,;|•·]\s*$/.test(previous) || brokenItem) out[out.length - 1] = `${previous} ${line}`;
    else out.push(line);
  }
  return out;
}

/** Whether a line without a heading is a list of skills: several short items, mostly known ones. */
export function looksLikeSkillList(line: string, index: SkillIndex): boolean {
  const items = skillItems(line);
  if (items.length < 3) return false;
  const known = items.filter((i) => index.has(skillKey(i))).length;
  return known * 2 >= items.length;
}
