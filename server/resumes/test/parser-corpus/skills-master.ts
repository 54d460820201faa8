// The skills master the tests match against (the board's is in the database), and how resumes
// print some of them ('ReactJS', 'Postgres', 'K8s'): the parser must map those back to the master.
import type { SkillMaster } from '../../parser/types.ts';

const NAMES = [
  'JavaScript',
  'TypeScript',
  'React',
  'Node.js',
  'Python',
  'Django',
  'Flask',
  'Java',
  'Spring Boot',
  'Go',
  'C++',
  'C#',
  '.NET',
  'SQL',
  'PostgreSQL',
  'MySQL',
  'MongoDB',
  'Redis',
  'Docker',
  'Kubernetes',
  'AWS',
  'Azure',
  'Google Cloud',
  'Terraform',
  'Git',
  'GraphQL',
  'REST APIs',
  'HTML',
  'CSS',
  'Tailwind CSS',
  'Angular',
  'Vue.js',
  'Next.js',
  'Machine Learning',
  'TensorFlow',
  'PyTorch',
  'Pandas',
  'Excel',
  'Power BI',
  'Tableau',
  'Figma',
  'Jira',
  'Linux',
  'Kafka',
  'Apache Spark',
  'Selenium',
  'Swift',
  'Kotlin',
];

export const SKILLS_MASTER: SkillMaster[] = NAMES.map((nm, i) => ({
  id: `skill-${String(i + 1).padStart(2, '0')}`,
  nm,
}));

/** Other ways resumes print a master skill. */
export const PRINTED_AS: Record<string, string[]> = {
  React: ['React', 'React.js', 'ReactJS'],
  'Node.js': ['Node.js', 'NodeJS', 'Node'],
  PostgreSQL: ['PostgreSQL', 'Postgres'],
  Kubernetes: ['Kubernetes', 'K8s'],
  Go: ['Go', 'Golang'],
  'Vue.js': ['Vue.js', 'Vue', 'VueJS'],
  'Next.js': ['Next.js', 'NextJS'],
  'Google Cloud': ['Google Cloud', 'GCP'],
  'REST APIs': ['REST APIs', 'RESTful APIs'],
  Excel: ['Excel', 'MS Excel'],
  'Tailwind CSS': ['Tailwind CSS', 'Tailwind'],
};

/** Skills no master lists, kept by the parser as free skills when under a skills heading. */
export const FREE_SKILLS = [
  'Public Speaking',
  'Stakeholder Management',
  'Technical Writing',
  'Mentoring',
  'Negotiation',
  'Team Leadership',
];
