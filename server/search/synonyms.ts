// The built-in dictionary of skill and title synonyms candidate search and matching share: each
// group names one thing, its first entry the canonical form. "React.js", "ReactJS" and "react"
// are one skill; "k8s" is Kubernetes; "front-end", "front end" and "frontend" are one word.
// Written for the roles and skills of the demo boards and the common abbreviations of job
// titles; a tenant-editable dictionary is issue 18's (job search), which will extend this one.

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
  ['quality assurance', 'qa', 'testing'],
  ['site reliability engineering', 'sre'],
  ['devops', 'dev ops'],
  ['human resources', 'hr'],
  ['product manager', 'pm', 'product owner'],
  ['project management', 'pmp'],
  ['chief financial officer', 'cfo', 'finance director'],
  ['chief technology officer', 'cto'],
  ['registered nurse', 'rn', 'staff nurse'],
  ['frontend', 'front-end', 'front end'],
  ['backend', 'back-end', 'back end'],
  ['full stack', 'full-stack', 'fullstack'],
  ['software engineer', 'software developer', 'sde', 'programmer'],
  ['data scientist', 'data science'],
  ['business analyst', 'ba'],
  ['microsoft excel', 'excel', 'ms excel'],
  ['customer support', 'customer service', 'support'],
];

/** Lower case, trimmed, inner spaces collapsed. */
export const normalise = (term: string): string => term.trim().toLowerCase().replace(/\s+/g, ' ');

const CANONICAL = new Map<string, string>();
const MEMBERS = new Map<string, readonly string[]>();
for (const group of GROUPS) {
  const [first = ''] = group;
  for (const member of group) {
    CANONICAL.set(member, first);
    MEMBERS.set(member, group);
  }
}

/** The one name of a skill or title: "ReactJS" and "react.js" are both "react". */
export function canonicalTerm(term: string): string {
  const n = normalise(term);
  return CANONICAL.get(n) ?? n;
}

/** Every way of writing the term the dictionary knows, the term itself first. */
export function termVariants(term: string): string[] {
  const n = normalise(term);
  return [n, ...(MEMBERS.get(n) ?? []).filter((m) => m !== n)];
}

/** Whether two skill or title names mean the same thing. */
export const sameTerm = (a: string, b: string): boolean => canonicalTerm(a) === canonicalTerm(b);
