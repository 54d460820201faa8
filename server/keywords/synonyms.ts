// The built-in dictionary of skill and title synonyms candidate search and matching share: each
// group names one thing, its first entry the canonical form. "React.js", "ReactJS" and "react"
// are one skill; "k8s" is Kubernetes; "front-end", "front end" and "frontend" are one word.
// Written for the roles and skills of the demo boards and the common abbreviations of job
// titles. A board's admin adds groups of its own for job search (withBoardGroups).

const GROUPS: readonly (readonly string[])[] = [
  ['javascript', 'js', 'ecmascript', 'es6'],
  ['typescript', 'ts'],
  ['react', 'reactjs', 'react.js', 'react js'],
  ['react native', 'react-native', 'reactnative'],
  ['angular', 'angularjs', 'angular.js'],
  ['vue', 'vuejs', 'vue.js'],
  ['next.js', 'nextjs', 'next'],
  ['node.js', 'nodejs', 'node', 'node js'],
  ['express', 'expressjs', 'express.js'],
  ['postgresql', 'postgres', 'psql', 'pgsql'],
  ['mysql', 'my sql'],
  ['mongodb', 'mongo'],
  ['kubernetes', 'k8s'],
  ['amazon web services', 'aws'],
  ['google cloud', 'gcp', 'google cloud platform'],
  ['microsoft azure', 'azure'],
  ['ci/cd', 'cicd', 'continuous integration'],
  ['c#', 'csharp', 'c sharp'],
  ['c++', 'cpp'],
  ['.net', 'dotnet', 'asp.net'],
  ['golang', 'go'],
  ['python', 'py'],
  ['machine learning', 'ml'],
  ['artificial intelligence', 'ai'],
  ['natural language processing', 'nlp'],
  ['user experience', 'ux'],
  ['user interface', 'ui'],
  ['search engine optimization', 'seo', 'search engine optimisation'],
  ['quality assurance', 'qa', 'testing', 'tester', 'software tester'],
  ['site reliability engineering', 'sre', 'site reliability engineer'],
  ['devops', 'dev ops'],
  ['human resources', 'hr'],
  ['hr business partner', 'hrbp', 'human resources business partner'],
  ['product manager', 'pm', 'product owner'],
  ['project management', 'pmp'],
  ['chief financial officer', 'cfo', 'finance director'],
  ['chief technology officer', 'cto'],
  ['registered nurse', 'rn', 'staff nurse'],
  ['frontend', 'front-end', 'front end'],
  ['backend', 'back-end', 'back end'],
  ['full stack', 'full-stack', 'fullstack'],
  ['software engineer', 'software developer', 'sde', 'programmer', 'software development engineer'],
  ['data scientist', 'data science'],
  ['business analyst', 'ba'],
  ['microsoft excel', 'excel', 'ms excel'],
  ['customer support', 'customer service', 'support'],
  // Titles as people on a board abbreviate them or name the trade (issue 51's judged queries).
  ['senior', 'sr'],
  ['junior', 'jr'],
  ['executive', 'exec'],
  ['manager', 'mgr'],
  ['business development executive', 'bde'],
  ['business development manager', 'bdm'],
  ['area sales manager', 'asm'],
  ['regional sales manager', 'rsm'],
  ['key account manager', 'kam'],
  ['chartered accountant', 'ca'],
  ['operations manager', 'ops manager'],
  ['system administrator', 'sysadmin', 'sys admin', 'systems administrator'],
  ['salesforce', 'sfdc'],
  ['physiotherapist', 'physio', 'physiotherapy'],
  ['physician', 'doctor', 'medical officer'],
  ['chef', 'cook'],
  ['receptionist', 'front office executive', 'front desk executive', 'front office', 'front desk'],
  ['telecaller', 'telesales', 'tele sales', 'tele caller', 'telemarketing', 'inside sales'],
];

/**
 * Fields of software, by their canonical form: a developer of one is also an engineer of it
 * ("JavaScript Engineer" for "javascript developer"), where a civil or sales engineer is no
 * developer. Read by keywordGroups for the role word after such a field.
 */
export const SOFTWARE_FIELDS: ReadonlySet<string> = new Set([
  'frontend',
  'backend',
  'full stack',
  'javascript',
  'typescript',
  'react',
  'react native',
  'angular',
  'vue',
  'node.js',
  'python',
  'java',
  'golang',
  '.net',
  'c#',
  'c++',
  'php',
  'ruby',
  'android',
  'ios',
  'flutter',
  'mobile',
  'web',
  'embedded',
  'salesforce',
  'wordpress',
  'game',
  'blockchain',
]);

/**
 * Words that say a job's level, not which job: "sr accountant" wants accountants first, a senior
 * one above the rest, never a senior engineer above an accountant; "accounts executive" wants
 * accounts jobs before a delivery executive's (Indian titles name the level "executive" or
 * "associate"). Weighed lightly in the ranking of a partial match (jobs-discovery/repo/relevance.ts).
 */
export const LEVEL_WORDS: ReadonlySet<string> = new Set([
  'senior',
  'junior',
  'lead',
  'principal',
  'trainee',
  'fresher',
  'intern',
  'executive',
  'associate',
]);

/** The role words a software field's developer goes by. */
export const SOFTWARE_ROLES: ReadonlyMap<string, readonly string[]> = new Map([
  ['developer', ['developer', 'engineer']],
  ['engineer', ['engineer', 'developer']],
  ['programmer', ['programmer', 'developer', 'engineer']],
]);

/** Lower case, trimmed, inner spaces collapsed. */
export const normalise = (term: string): string => term.trim().toLowerCase().replace(/\s+/g, ' ');

/** A dictionary: each known spelling's canonical form and its whole group. */
export type Dictionary = {
  readonly canonical: ReadonlyMap<string, string>;
  readonly members: ReadonlyMap<string, readonly string[]>;
};

function dictionaryOf(groups: readonly (readonly string[])[]): Dictionary {
  const canonical = new Map<string, string>();
  const members = new Map<string, readonly string[]>();
  for (const group of groups) {
    const [first = ''] = group;
    for (const member of group) {
      canonical.set(member, first);
      members.set(member, group);
    }
  }
  return { canonical, members };
}

/** The built-in dictionary, used wherever a board has none of its own. */
export const BUILT_IN: Dictionary = dictionaryOf(GROUPS);

/**
 * The built-in dictionary with a board's own groups (issue 18, admin settings). A word a board's
 * group holds belongs to that group alone: it leaves its built-in group, so a board where "pm" is a
 * project manager does not also find product managers. Groups are normalised, at least two words.
 */
export function withBoardGroups(groups: readonly (readonly string[])[]): Dictionary {
  if (!groups.length) return BUILT_IN;
  const claimed = new Set(groups.flat());
  const kept = GROUPS.map((g) => g.filter((m) => !claimed.has(m))).filter((g) => g.length > 1);
  return dictionaryOf([...kept, ...groups]);
}

/** The one name of a skill or title: "ReactJS" and "react.js" are both "react". */
export function canonicalTerm(term: string): string {
  const n = normalise(term);
  return BUILT_IN.canonical.get(n) ?? n;
}

/** Every way of writing the term the dictionary knows, the term itself first. */
export function termVariants(term: string, dictionary: Dictionary = BUILT_IN): string[] {
  const n = normalise(term);
  return [n, ...(dictionary.members.get(n) ?? []).filter((m) => m !== n)];
}

/** Whether two skill or title names mean the same thing. */
export const sameTerm = (a: string, b: string): boolean => canonicalTerm(a) === canonicalTerm(b);
