// The platform-wide master data every tenant starts with (dropdown options of spec §3). Tenants
// add their own typed values on top through masters/create. Platform items get name-based ids
// (`platformMasterId`), identical in every database, so seeds, fixtures and stored `{id, nm}`
// references stay valid across installations.
import type { components } from '@generated/schema';
import { nameUuid, placeUuid } from '../master/uuid.ts';

export type MasterKind = components['schemas']['MasterKind'];

export type MasterDefault = {
  id: string;
  kind: MasterKind;
  name: string;
  code: string | null;
  isOther: boolean;
  meta: Record<string, unknown> | null;
};

/** Items are equal when their names are, ignoring case and runs of spaces (contract: masters/create). */
export function masterKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function platformMasterId(kind: MasterKind, name: string): string {
  return nameUuid(`master:${kind}:${masterKey(name)}`);
}

type Seed = string | { name: string; code?: string; meta?: Record<string, unknown>; id?: string };

const OTHER = { name: 'Other', code: 'OTHER' };

/** The kinds whose "Other" option lets the user type a value (spec §3: other-option values). */
export const OTHER_KINDS: MasterKind[] = ['institute', 'qualification', 'field_of_study', 'industry', 'job_domain'];

const usd = (min: number, max: number | null) => ({ min, max, currencyCode: 'USD' });
const years = (min: number, max: number | null) => ({ min, max });
const city = (key: string, name: string) => ({ name, id: placeUuid(key), meta: { placeKey: key } });

const SEEDS: Record<MasterKind, Seed[]> = {
  gender: [
    { name: 'Male', code: 'MALE' },
    { name: 'Female', code: 'FEMALE' },
    { name: 'Non-binary', code: 'NON_BINARY' },
    { name: 'Prefer not to say', code: 'UNDISCLOSED' },
  ],
  salary_range: [
    { name: 'Up to $25,000', meta: usd(0, 25_000) },
    { name: '$25,000 - $50,000', meta: usd(25_000, 50_000) },
    { name: '$50,000 - $75,000', meta: usd(50_000, 75_000) },
    { name: '$75,000 - $100,000', meta: usd(75_000, 100_000) },
    { name: '$100,000 - $150,000', meta: usd(100_000, 150_000) },
    { name: '$150,000 - $200,000', meta: usd(150_000, 200_000) },
    { name: 'Above $200,000', meta: usd(200_000, null) },
  ],
  years_of_experience: [
    { name: 'Fresher', code: 'FRESHER', meta: years(0, 0) },
    { name: 'Less than 1 year', meta: years(0, 1) },
    { name: '1 - 3 years', meta: years(1, 3) },
    { name: '3 - 5 years', meta: years(3, 5) },
    { name: '5 - 7 years', meta: years(5, 7) },
    { name: '7 - 10 years', meta: years(7, 10) },
    { name: '10 - 15 years', meta: years(10, 15) },
    { name: 'More than 15 years', meta: years(15, null) },
  ],
  // Spec §3 display labels, in the order the responses tabs show them.
  application_status: [
    { name: 'Applied', code: 'APPLIED' },
    { name: 'Shortlist', code: 'SHORTLIST' },
    { name: 'In-interview', code: 'IN_INTERVIEW' },
    { name: 'Hired', code: 'HIRED' },
    { name: 'Rejected', code: 'REJECTED' },
  ],
  // Codes are the contract's EmploymentType values, so filters and job data agree.
  employment_type: [
    { name: 'Full-time', code: 'FULL_TIME' },
    { name: 'Part-time', code: 'PART_TIME' },
    { name: 'Contract', code: 'CONTRACT' },
    { name: 'Temporary', code: 'TEMPORARY' },
    { name: 'Internship', code: 'INTERNSHIP' },
    { name: 'Freelance', code: 'FREELANCE' },
  ],
  position_level: [
    { name: 'Intern', code: 'INTERN' },
    { name: 'Entry level', code: 'ENTRY' },
    { name: 'Associate', code: 'ASSOCIATE' },
    { name: 'Mid-Senior level', code: 'MID_SENIOR' },
    { name: 'Senior', code: 'SENIOR' },
    { name: 'Lead', code: 'LEAD' },
    { name: 'Manager', code: 'MANAGER' },
    { name: 'Director', code: 'DIRECTOR' },
    { name: 'Vice President', code: 'VP' },
    { name: 'C-level executive', code: 'C_LEVEL' },
  ],
  qualification: [
    'High School',
    'Diploma',
    'Associate Degree',
    'B.Tech',
    'B.E.',
    'B.Sc',
    'B.Com',
    'B.A.',
    'BBA',
    'BCA',
    'M.Tech',
    'M.Sc',
    'M.Com',
    'M.A.',
    'MBA',
    'MCA',
    'Ph.D',
    OTHER,
  ],
  job_domain: [
    'Software Development',
    'Data Science and Analytics',
    'DevOps and Cloud',
    'Cyber Security',
    'Quality Assurance',
    'UI/UX Design',
    'Product Management',
    'Digital Marketing',
    'Sales and Business Development',
    'Customer Support',
    'Finance and Accounting',
    'Human Resources',
    'Operations',
    'Supply Chain and Logistics',
    'Healthcare',
    'Teaching and Training',
    'Legal',
    OTHER,
  ],
  skills: [
    'JavaScript',
    'TypeScript',
    'Python',
    'Java',
    'C',
    'C++',
    'C#',
    'Go',
    'Rust',
    'Kotlin',
    'Swift',
    'PHP',
    'Ruby',
    'SQL',
    'PostgreSQL',
    'MySQL',
    'MongoDB',
    'Redis',
    'React',
    'Angular',
    'Vue.js',
    'Node.js',
    'Django',
    'Spring Boot',
    '.NET',
    'HTML',
    'CSS',
    'AWS',
    'Microsoft Azure',
    'Google Cloud',
    'Docker',
    'Kubernetes',
    'Terraform',
    'Git',
    'Linux',
    'Machine Learning',
    'Data Analysis',
    'Power BI',
    'Tableau',
    'Microsoft Excel',
    'Figma',
    'Adobe Photoshop',
    'SEO',
    'Content Writing',
    'Salesforce',
    'SAP',
    'Project Management',
    'Agile',
    'Scrum',
    'Communication',
    'Leadership',
    'Negotiation',
    'Customer Service',
    'Accounting',
    'Recruitment',
  ],
  keywords: [
    'Remote',
    'Hybrid',
    'Urgent hiring',
    'Immediate joiner',
    'Startup',
    'Fortune 500',
    'Visa sponsorship',
    'Relocation assistance',
    'Flexible hours',
    'Night shift',
    'Walk-in',
    'Fresher friendly',
    'Women returnees',
    'Stock options',
    'Health insurance',
    'Work from home',
    'Graduate programme',
    'Contract to hire',
  ],
  industry: [
    'Information Technology',
    'Software Products',
    'Financial Services',
    'Banking',
    'Insurance',
    'Healthcare',
    'Pharmaceuticals',
    'Education',
    'E-commerce',
    'Retail',
    'Manufacturing',
    'Automotive',
    'Logistics and Supply Chain',
    'Telecommunications',
    'Media and Entertainment',
    'Hospitality',
    'Real Estate',
    'Construction',
    'Energy',
    'Consulting',
    'Government',
    'Non-profit',
    OTHER,
  ],
  institute: [
    'Indian Institute of Technology Bombay',
    'Indian Institute of Technology Delhi',
    'Indian Institute of Technology Madras',
    'Indian Institute of Science, Bengaluru',
    'Birla Institute of Technology and Science, Pilani',
    'University of Delhi',
    'University of Mumbai',
    'Savitribai Phule Pune University',
    'Anna University',
    'Indian Institute of Management Ahmedabad',
    'Massachusetts Institute of Technology',
    'Stanford University',
    'Harvard University',
    'University of California, Berkeley',
    'University of Oxford',
    'University of Cambridge',
    'Imperial College London',
    'National University of Singapore',
    'University of Toronto',
    'Technical University of Munich',
    'University of Melbourne',
    { name: 'Other university', code: 'OTHER' },
  ],
  field_of_study: [
    'Computer Science',
    'Information Technology',
    'Electronics and Communication',
    'Electrical Engineering',
    'Mechanical Engineering',
    'Civil Engineering',
    'Mathematics',
    'Statistics',
    'Physics',
    'Chemistry',
    'Biology',
    'Economics',
    'Commerce',
    'Business Administration',
    'Finance',
    'Marketing',
    'Psychology',
    'Design',
    'Law',
    'Medicine',
    'Nursing',
    OTHER,
  ],
  // Codes are the contract's WorkplaceType values.
  location_type: [
    { name: 'Office', code: 'OFFICE' },
    { name: 'Work from home', code: 'WFH' },
    { name: 'Hybrid', code: 'HYBRID' },
  ],
  // Popular cities for quick picks; their ids are the places' ids, so either list can be used.
  city: [
    city('IN-KA-bengaluru', 'Bengaluru'),
    city('IN-MH-mumbai', 'Mumbai'),
    city('IN-DL-new-delhi', 'New Delhi'),
    city('IN-TG-hyderabad', 'Hyderabad'),
    city('IN-TN-chennai', 'Chennai'),
    city('IN-MH-pune', 'Pune'),
    city('IN-WB-kolkata', 'Kolkata'),
    city('IN-GJ-ahmedabad', 'Ahmedabad'),
    city('IN-HR-gurgaon', 'Gurgaon'),
    city('IN-UP-noida', 'Noida'),
    city('US-NY-new-york-city', 'New York City'),
    city('US-CA-san-francisco', 'San Francisco'),
    city('US-WA-seattle', 'Seattle'),
    city('US-TX-austin', 'Austin'),
    city('GB-ENG-london', 'London'),
    city('DE-BE-berlin', 'Berlin'),
    city('NL-NH-amsterdam', 'Amsterdam'),
    city('IE-L-dublin', 'Dublin'),
    city('SG-01-singapore', 'Singapore'),
    city('AE-DU-dubai', 'Dubai'),
    city('CA-ON-toronto', 'Toronto'),
    city('AU-NSW-sydney', 'Sydney'),
  ],
  items_per_page: [10, 20, 30, 40, 50].map((value) => ({ name: String(value), code: String(value), meta: { value } })),
};

function expand(kind: MasterKind, seed: Seed): Omit<MasterDefault, 'kind'> {
  const s = typeof seed === 'string' ? { name: seed } : seed;
  const isOther = s === OTHER || s.code === 'OTHER';
  return {
    id: s.id ?? platformMasterId(kind, s.name),
    name: s.name,
    code: s.code ?? null,
    isOther,
    meta: s.meta ?? null,
  };
}

/** Every platform item, with its position in its kind's list. */
export function platformMasters(): Array<MasterDefault & { sort: number }> {
  return (Object.entries(SEEDS) as Array<[MasterKind, Seed[]]>).flatMap(([kind, seeds]) =>
    seeds.map((seed, sort) => ({ kind, sort, ...expand(kind, seed) })),
  );
}
