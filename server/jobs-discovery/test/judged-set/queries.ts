// The judged queries of the relevance set (issue 18): what people type into the public job search,
// each graded by hand against board.ts the way a recruiter would read it: 3 is exactly what the
// person means, 2 closely related, 1 marginal, and a job not listed is not relevant (0). Grades
// are about the person's need, not about what the search can match, so a query may name jobs no
// search could find. Place and remote queries grade the role in the named place (or remote) 3,
// the role elsewhere 1 and a wrong role 0. A meaning shared by several queries ("frontend
// developer", "front-end developer", "front end engineer") is judged once and named.

export type QueryClass = 'title' | 'variants' | 'synonyms' | 'partial' | 'typos' | 'location';
export const QUERY_CLASSES: readonly QueryClass[] = ['title', 'variants', 'synonyms', 'partial', 'typos', 'location'];

export type Judged = { query: string; cls: QueryClass; grades: Record<string, 1 | 2 | 3> };

/** Job keys by grade. */
type Levels = { 3: string[]; 2?: string[]; 1?: string[] };

function graded(levels: Levels): Record<string, 1 | 2 | 3> {
  const grades: Record<string, 1 | 2 | 3> = {};
  for (const grade of [3, 2, 1] as const)
    for (const key of levels[grade] ?? []) {
      if (grades[key]) throw new Error(`${key} is graded twice`);
      grades[key] = grade;
    }
  return grades;
}

const judged = (cls: QueryClass, query: string, levels: Levels): Judged => ({ query, cls, grades: graded(levels) });

// Meanings asked for by more than one query.
const ACCOUNTANT: Levels = {
  3: ['accountant-pune', 'accountant-senior-mumbai', 'accountant-blr', 'accountant-wfh', 'ca-delhi'],
  2: ['accounts-exec-hyd', 'ap-chennai', 'bookkeeper-wfh'],
  1: ['fin-manager-chennai', 'tax-mumbai', 'auditor-pune', 'controller-hyd', 'payroll-blr'],
};
const TRUCK_DRIVER: Levels = {
  3: ['truck-driver-pune', 'truck-driver-delhi'],
  2: ['delivery-driver-mumbai'],
  1: ['car-driver-blr', 'fleet-pune', 'forklift-chennai'],
};
const DATA_ANALYST: Levels = {
  3: ['da-pune', 'da-mumbai', 'da-junior-blr', 'da-senior-hyd', 'da-wfh'],
  2: ['bi-pune'],
  1: [
    'mis-delhi',
    'sales-analyst-mumbai',
    'ds-pune',
    'ds-senior-mumbai',
    'ba-mumbai',
    'ba-it-pune',
    'ba-senior-blr',
    'fin-analyst-blr',
    'supply-analyst-blr',
    'de-blr',
  ],
};
const PHARMACIST: Levels = {
  3: ['pharmacist-pune', 'pharmacist-hosp-mumbai', 'pharmacist-retail-blr'],
  1: ['pharmacy-asst-chennai'],
};
const TEACHER: Levels = {
  3: [
    'teacher-maths-pune',
    'teacher-primary-mumbai',
    'teacher-english-blr',
    'tutor-wfh',
    'teacher-science-delhi',
    'teacher-chennai',
  ],
  2: ['professor-chennai', 'special-ed-mumbai', 'teaching-asst-hyd'],
  1: ['trainer-pune', 'nurse-educator-hyd'],
};
const SALES_MANAGER: Levels = {
  3: ['sales-mgr-delhi', 'sales-mgr-mumbai', 'sales-mgr-london', 'asm-pune', 'rsm-hyd'],
  2: ['kam-chennai', 'bdm-wfh'],
  1: ['sales-exec-blr', 'bde-delhi', 'sales-coord-pune', 'sales-analyst-mumbai'],
};
const WAREHOUSE_ASSOCIATE: Levels = {
  3: ['wh-assoc-pune', 'wh-assoc-blr'],
  2: ['picker-mumbai'],
  1: ['forklift-chennai', 'wh-sup-hyd', 'wh-mgr-delhi'],
};
const DATA_SCIENTIST: Levels = {
  3: ['ds-pune', 'ds-senior-mumbai', 'ds-wfh'],
  2: ['ml-research-blr'],
  1: ['ml-eng-blr', 'ml-eng-wfh', 'ml-senior-hyd', 'ai-eng-mumbai', 'da-pune', 'da-mumbai', 'da-senior-hyd', 'da-wfh'],
};
const BUSINESS_ANALYST: Levels = {
  3: ['ba-mumbai', 'ba-it-pune', 'ba-senior-blr'],
  2: ['bi-pune'],
  1: ['da-pune', 'da-mumbai', 'da-wfh', 'da-senior-hyd', 'po-hyd', 'sales-analyst-mumbai', 'fin-analyst-blr'],
};
const GRAPHIC_DESIGNER: Levels = {
  3: ['graphic-delhi'],
  2: ['visual-chennai'],
  1: ['uiux-blr', 'ux-pune', 'fe-designer-pune'],
};
const CUSTOMER_SUPPORT: Levels = {
  3: ['cs-exec-wfh', 'cs-exec-pune'],
  2: ['csr-wfh', 'care-hyd', 'chat-support-wfh'],
  1: ['tech-support-blr', 'telecaller-delhi', 'support-lead-chennai', 'csm-mumbai'],
};
const MECHANICAL_ENGINEER: Levels = {
  3: ['mech-eng-chennai'],
  1: ['elec-eng-delhi', 'civil-hyd', 'qc-inspector-pune'],
};
const PHYSIOTHERAPIST: Levels = { 3: ['physio-blr'] };
const RECEPTIONIST: Levels = { 3: ['reception-blr'], 1: ['office-admin-pune'] };
/** Engineer and developer are one job in practice: both are graded 3. */
const FRONTEND: Levels = {
  3: ['fe-eng-pune', 'fe-dev-mumbai', 'fe-senior-react-blr', 'fe-spaced-hyd', 'fe-lead-pune'],
  2: ['fe-intern-blr', 'ui-dev-chennai', 'react-dev-wfh', 'angular-dev-delhi', 'vue-dev-wfh', 'js-dev-pune'],
  1: ['js-eng-wfh', 'fs-dev-pune', 'fs-eng-wfh', 'fs-mern-blr', 'fs-java-hyd', 'fs-senior-chennai', 'fe-designer-pune'],
};
const BACKEND: Levels = {
  3: ['be-swe-blr', 'be-dev-pune', 'be-eng-hyd', 'be-dev-mumbai', 'be-senior-blr'],
  2: ['java-dev-chennai', 'node-dev-wfh', 'python-dev-delhi', 'dotnet-dev-pune', 'php-dev-delhi'],
  1: [
    'fs-dev-pune',
    'fs-eng-wfh',
    'fs-mern-blr',
    'fs-java-hyd',
    'fs-senior-chennai',
    'swe-blr',
    'sde-hyd',
    'swe-senior-wfh',
  ],
};
const FULL_STACK: Levels = {
  3: ['fs-dev-pune', 'fs-eng-wfh', 'fs-mern-blr', 'fs-java-hyd', 'fs-senior-chennai'],
  2: ['js-dev-pune'],
  1: ['js-eng-wfh', 'swe-blr'],
};
const DEVOPS: Levels = {
  3: ['devops-pune', 'devops-wfh'],
  2: ['sre-blr', 'sre-wfh', 'sre-senior-hyd', 'platform-blr', 'cloud-chennai'],
  1: ['mlops-pune', 'sysadmin-mumbai'],
};
const CFO: Levels = {
  3: ['cfo-mumbai', 'cfo-blr'],
  2: ['fin-dir-pune', 'vp-finance-delhi'],
  1: ['controller-hyd', 'fin-manager-chennai'],
};
/** Indian staff nurses are registered nurses (GNM or BSc, registered with the council). */
const REGISTERED_NURSE: Levels = {
  3: ['rn-mumbai', 'rn-night-blr', 'rn-london', 'staff-nurse-icu-pune', 'gnm-hyd'],
  2: ['ot-nurse-delhi', 'home-nurse-chennai', 'nurse-manager-mumbai'],
  1: ['nurse-educator-hyd', 'nursing-asst-pune'],
};
const NURSE: Levels = {
  3: [
    'rn-mumbai',
    'staff-nurse-icu-pune',
    'rn-night-blr',
    'ot-nurse-delhi',
    'home-nurse-chennai',
    'gnm-hyd',
    'rn-london',
    'nurse-manager-mumbai',
  ],
  2: ['nurse-educator-hyd', 'nursing-asst-pune'],
};
const ML_ENGINEER: Levels = {
  3: ['ml-eng-blr', 'ml-eng-wfh', 'ml-senior-hyd'],
  2: ['mlops-pune', 'ml-cv-blr', 'ai-eng-mumbai', 'ml-research-blr'],
  1: ['ds-pune', 'ds-senior-mumbai', 'ds-wfh', 'de-blr'],
};
const HR_MANAGER: Levels = {
  3: ['hr-manager-pune', 'hr-manager-mumbai', 'hr-manager-delhi'],
  2: ['hrbp-blr', 'hrbp-hyd', 'hr-director-mumbai', 'hr-generalist-chennai'],
  1: ['hr-exec-delhi', 'recruiter-blr', 'ta-wfh', 'payroll-blr'],
};
const UX_DESIGNER: Levels = {
  3: ['ux-pune', 'uiux-blr', 'ux-senior-mumbai'],
  2: ['product-designer-blr', 'interaction-hyd', 'ux-research-wfh'],
  1: ['visual-chennai', 'graphic-delhi', 'ux-writer-wfh', 'fe-designer-pune'],
};
const JS_DEVELOPER: Levels = {
  3: ['js-dev-pune', 'js-eng-wfh'],
  2: [
    'fe-dev-mumbai',
    'react-dev-wfh',
    'vue-dev-wfh',
    'node-dev-wfh',
    'fs-dev-pune',
    'fs-eng-wfh',
    'fe-eng-pune',
    'fe-senior-react-blr',
    'ui-dev-chennai',
    'fs-mern-blr',
  ],
  1: ['angular-dev-delhi', 'fe-spaced-hyd', 'fe-lead-pune', 'fe-intern-blr', 'rn-dev-mumbai'],
};
const QA_ENGINEER: Levels = {
  3: ['qa-eng-pune', 'qa-auto-blr', 'qa-analyst-chennai', 'test-eng-wfh', 'sdet-hyd'],
  2: ['manual-tester-mumbai'],
  1: ['qa-pharma-hyd', 'qc-inspector-pune'],
};
const SRE: Levels = {
  3: ['sre-blr', 'sre-wfh', 'sre-senior-hyd'],
  2: ['devops-pune', 'devops-wfh', 'platform-blr'],
  1: ['cloud-chennai', 'sysadmin-mumbai'],
};
/** "software developer", "software engineer" and "SDE" are one job. */
const SOFTWARE_ENGINEER: Levels = {
  3: ['swe-blr', 'sde-hyd', 'swe-senior-wfh'],
  2: [
    'be-swe-blr',
    'be-dev-mumbai',
    'be-dev-pune',
    'fs-dev-pune',
    'fs-eng-wfh',
    'java-dev-chennai',
    'python-dev-delhi',
    'dotnet-dev-pune',
    'embedded-blr',
  ],
  1: [
    'fe-dev-mumbai',
    'fe-eng-pune',
    'android-dev-pune',
    'ios-dev-blr',
    'js-dev-pune',
    'node-dev-wfh',
    'php-dev-delhi',
  ],
};
/** Business development executives open accounts; their managers, inside sales and field sales are near. */
const BDE: Levels = {
  3: ['bde-delhi'],
  2: ['bdm-wfh', 'isr-wfh'],
  1: ['sales-exec-blr', 'telecaller-delhi'],
};
const RECRUITER: Levels = {
  3: ['recruiter-blr', 'ta-wfh'],
  1: ['hr-exec-delhi', 'hr-generalist-chennai'],
};
const ANDROID_DEVELOPER: Levels = {
  3: ['android-dev-pune'],
  2: ['rn-dev-mumbai', 'flutter-dev-chennai'],
  1: ['ios-dev-blr'],
};
/** A person asking for "doctor" means a physician; the board's only one is a general physician. */
const DOCTOR: Levels = { 3: ['physician-hyd'] };
const SALESFORCE_DEVELOPER: Levels = { 3: ['sfdc-dev-hyd'], 1: ['sales-analyst-mumbai'] };
const TELECALLER: Levels = {
  3: ['telecaller-delhi', 'isr-wfh'],
  2: ['bde-delhi'],
  1: ['cs-exec-pune', 'care-hyd', 'sales-exec-blr'],
};
const WFH_SUPPORT: Levels = {
  3: ['cs-exec-wfh', 'csr-wfh', 'chat-support-wfh'],
  1: ['cs-exec-pune', 'care-hyd', 'tech-support-blr', 'support-lead-chennai'],
};

const TITLE: Judged[] = [
  judged('title', 'accountant', ACCOUNTANT),
  judged('title', 'truck driver', TRUCK_DRIVER),
  judged('title', 'data analyst', DATA_ANALYST),
  judged('title', 'pharmacist', PHARMACIST),
  judged('title', 'teacher', TEACHER),
  judged('title', 'sales manager', SALES_MANAGER),
  judged('title', 'warehouse associate', WAREHOUSE_ASSOCIATE),
  judged('title', 'data scientist', DATA_SCIENTIST),
  judged('title', 'business analyst', BUSINESS_ANALYST),
  judged('title', 'product manager', {
    3: ['pm-blr', 'pm-hybrid-pune', 'pm-senior-wfh', 'gpm-delhi'],
    2: ['apm-mumbai', 'po-hyd'],
    1: ['pmm-mumbai', 'program-blr', 'proj-pune'],
  }),
  judged('title', 'project manager', {
    3: ['proj-pune', 'proj-it-chennai', 'proj-construction-delhi'],
    2: ['program-blr'],
    1: ['scrum-pune', 'proj-coord-hyd'],
  }),
  judged('title', 'graphic designer', GRAPHIC_DESIGNER),
  judged('title', 'customer support executive', CUSTOMER_SUPPORT),
  judged('title', 'mechanical engineer', MECHANICAL_ENGINEER),
  judged('title', 'hr executive', {
    3: ['hr-exec-delhi'],
    2: ['hr-generalist-chennai'],
    1: ['hr-manager-pune', 'hr-manager-mumbai', 'hr-manager-delhi', 'ta-wfh', 'payroll-blr', 'hr-intern-pune'],
  }),
  judged('title', 'digital marketing', {
    3: ['dm-pune'],
    2: ['seo-wfh', 'smm-delhi'],
    1: ['mkt-mgr-mumbai', 'content-wfh', 'pmm-mumbai'],
  }),
  judged('title', 'android developer', {
    3: ['android-dev-pune'],
    2: ['rn-dev-mumbai', 'flutter-dev-chennai'],
    1: ['ios-dev-blr'],
  }),
  judged('title', 'content writer', { 3: ['content-wfh'], 2: ['ux-writer-wfh'], 1: ['seo-wfh', 'dm-pune'] }),
  judged('title', 'physiotherapist', PHYSIOTHERAPIST),
  judged('title', 'receptionist', RECEPTIONIST),
];

const VARIANTS: Judged[] = [
  judged('variants', 'frontend developer', FRONTEND),
  judged('variants', 'front-end developer', FRONTEND),
  judged('variants', 'front end engineer', FRONTEND),
  judged('variants', 'frontend engineer', FRONTEND),
  judged('variants', 'developer frontend', FRONTEND),
  judged('variants', 'backend developer', BACKEND),
  judged('variants', 'back-end engineer', BACKEND),
  judged('variants', 'back end developer', BACKEND),
  judged('variants', 'full stack', FULL_STACK),
  judged('variants', 'fullstack developer', FULL_STACK),
  judged('variants', 'full-stack engineer', FULL_STACK),
  judged('variants', 'devops engineer', DEVOPS),
  judged('variants', 'dev ops', DEVOPS),
  judged('variants', 'ui ux designer', {
    3: ['uiux-blr', 'ux-pune', 'ux-senior-mumbai'],
    2: ['product-designer-blr', 'interaction-hyd'],
    1: ['ux-research-wfh', 'fe-designer-pune', 'graphic-delhi', 'visual-chennai', 'ux-writer-wfh'],
  }),
  judged('variants', 'analyst data', DATA_ANALYST),
  judged('variants', 'nodejs developer', {
    3: ['node-dev-wfh'],
    2: ['be-dev-pune', 'js-eng-wfh', 'js-dev-pune', 'fs-dev-pune', 'fs-mern-blr', 'fs-eng-wfh'],
  }),
  judged('variants', 'dot net developer', { 3: ['dotnet-dev-pune'], 2: ['swe-senior-wfh'] }),
  judged('variants', 'react js developer', {
    3: ['react-dev-wfh', 'fe-senior-react-blr'],
    2: ['fe-eng-pune', 'fe-lead-pune', 'fs-dev-pune', 'fs-mern-blr', 'rn-dev-mumbai', 'js-dev-pune'],
    1: ['fs-eng-wfh', 'fs-senior-chennai', 'js-eng-wfh', 'fe-dev-mumbai'],
  }),
];

const SYNONYMS: Judged[] = [
  judged('synonyms', 'cfo', CFO),
  judged('synonyms', 'chief financial officer', CFO),
  judged('synonyms', 'finance director', {
    3: ['fin-dir-pune'],
    2: ['cfo-mumbai', 'cfo-blr', 'vp-finance-delhi'],
    1: ['controller-hyd', 'fin-manager-chennai'],
  }),
  judged('synonyms', 'rn', REGISTERED_NURSE),
  judged('synonyms', 'registered nurse', REGISTERED_NURSE),
  judged('synonyms', 'staff nurse', REGISTERED_NURSE),
  judged('synonyms', 'ml engineer', ML_ENGINEER),
  judged('synonyms', 'machine learning', {
    3: ['ml-eng-blr', 'ml-eng-wfh', 'ml-senior-hyd', 'ml-research-blr'],
    2: ['mlops-pune', 'ml-cv-blr', 'ai-eng-mumbai', 'ds-pune', 'ds-senior-mumbai', 'ds-wfh'],
    1: ['de-blr'],
  }),
  judged('synonyms', 'hr manager', HR_MANAGER),
  judged('synonyms', 'human resources manager', HR_MANAGER),
  judged('synonyms', 'hrbp', {
    3: ['hrbp-blr', 'hrbp-hyd'],
    2: ['hr-manager-pune', 'hr-manager-mumbai', 'hr-manager-delhi'],
    1: ['hr-generalist-chennai', 'hr-director-mumbai'],
  }),
  judged('synonyms', 'ux designer', UX_DESIGNER),
  judged('synonyms', 'user experience designer', UX_DESIGNER),
  judged('synonyms', 'js developer', JS_DEVELOPER),
  judged('synonyms', 'javascript developer', JS_DEVELOPER),
  judged('synonyms', 'qa engineer', QA_ENGINEER),
  judged('synonyms', 'quality assurance', {
    3: ['qa-eng-pune', 'qa-analyst-chennai', 'qa-auto-blr'],
    2: ['sdet-hyd', 'test-eng-wfh', 'manual-tester-mumbai', 'qa-pharma-hyd'],
    1: ['qc-inspector-pune'],
  }),
  judged('synonyms', 'sre', SRE),
  judged('synonyms', 'site reliability engineer', SRE),
  // Product manager in tech, project manager elsewhere: a recruiter reads both.
  judged('synonyms', 'pm', {
    3: ['pm-blr', 'pm-hybrid-pune', 'pm-senior-wfh', 'gpm-delhi', 'proj-pune', 'proj-it-chennai'],
    2: ['apm-mumbai', 'po-hyd', 'proj-construction-delhi', 'program-blr'],
    1: ['pmm-mumbai', 'scrum-pune'],
  }),
  judged('synonyms', 'product owner', {
    3: ['po-hyd'],
    2: ['pm-blr', 'pm-hybrid-pune', 'pm-senior-wfh', 'gpm-delhi', 'apm-mumbai'],
    1: ['scrum-pune'],
  }),
  judged('synonyms', 'ai engineer', {
    3: ['ai-eng-mumbai'],
    2: ['ml-eng-blr', 'ml-eng-wfh', 'ml-senior-hyd'],
    1: ['ml-cv-blr', 'mlops-pune', 'ml-research-blr', 'ds-pune'],
  }),
  judged('synonyms', 'software developer', SOFTWARE_ENGINEER),
  judged('synonyms', 'sde', SOFTWARE_ENGINEER),
  // Abbreviations and the words of a trade, as people on an Indian board type them (grown in issue
  // 51 where the outside judged set was weakest: synonyms and abbreviations).
  judged('synonyms', 'bde', BDE),
  judged('synonyms', 'bdm', {
    3: ['bdm-wfh'],
    2: ['bde-delhi', 'kam-chennai', 'sales-mgr-delhi'],
    1: ['sales-mgr-mumbai', 'sales-mgr-london', 'asm-pune', 'rsm-hyd'],
  }),
  judged('synonyms', 'asm', {
    3: ['asm-pune'],
    2: ['rsm-hyd', 'sales-mgr-delhi', 'sales-mgr-mumbai'],
    1: ['sales-exec-blr', 'kam-chennai', 'sales-mgr-london'],
  }),
  // A chartered accountant; accountants, auditors and tax consultants are near.
  judged('synonyms', 'ca', {
    3: ['ca-delhi'],
    2: ['accountant-pune', 'accountant-senior-mumbai', 'accountant-blr', 'auditor-pune', 'tax-mumbai'],
    1: ['controller-hyd', 'fin-manager-chennai', 'accountant-wfh'],
  }),
  judged('synonyms', 'sr accountant', {
    3: ['accountant-senior-mumbai'],
    2: ['accountant-pune', 'accountant-blr', 'accountant-wfh', 'ca-delhi'],
    1: ['accounts-exec-hyd', 'fin-manager-chennai'],
  }),
  judged('synonyms', 'jr data analyst', {
    3: ['da-junior-blr'],
    2: ['da-pune', 'da-mumbai', 'da-wfh'],
    1: ['da-senior-hyd', 'mis-delhi', 'bi-pune'],
  }),
  judged('synonyms', 'hr exec', {
    3: ['hr-exec-delhi'],
    2: ['hr-generalist-chennai', 'payroll-blr'],
    1: ['hr-intern-pune', 'hr-manager-pune', 'hr-manager-mumbai', 'hr-manager-delhi', 'ta-wfh'],
  }),
  judged('synonyms', 'mern stack developer', {
    3: ['fs-mern-blr'],
    2: ['fs-dev-pune', 'fs-eng-wfh'],
    1: ['be-dev-pune', 'react-dev-wfh', 'node-dev-wfh', 'fs-senior-chennai', 'js-dev-pune'],
  }),
  judged('synonyms', 'doctor', DOCTOR),
  judged('synonyms', 'physio', PHYSIOTHERAPIST),
  judged('synonyms', 'software tester', {
    3: ['test-eng-wfh', 'manual-tester-mumbai', 'qa-eng-pune'],
    2: ['qa-auto-blr', 'sdet-hyd', 'qa-analyst-chennai'],
  }),
  judged('synonyms', 'front office executive', { 3: ['reception-blr'], 1: ['office-admin-pune'] }),
  judged('synonyms', 'telesales', TELECALLER),
  judged('synonyms', 'cook', { 3: ['chef-chennai'] }),
  judged('synonyms', 'sfdc developer', SALESFORCE_DEVELOPER),
  judged('synonyms', 'ops manager', {
    3: ['ops-mgr-mumbai'],
    1: ['wh-mgr-delhi', 'store-mgr-blr', 'fleet-pune'],
  }),
  judged('synonyms', 'sysadmin', {
    3: ['sysadmin-mumbai'],
    1: ['network-delhi', 'helpdesk-chennai', 'cloud-chennai'],
  }),
];

const PARTIAL: Judged[] = [
  judged('partial', 'senior react typescript developer remote friendly', {
    3: ['react-dev-wfh'],
    2: ['fe-senior-react-blr', 'fe-eng-pune', 'fs-eng-wfh', 'js-eng-wfh', 'fe-lead-pune'],
    1: ['vue-dev-wfh', 'node-dev-wfh', 'fs-dev-pune', 'fs-mern-blr', 'fe-spaced-hyd', 'fe-dev-mumbai'],
  }),
  judged('partial', 'nurse night shift weekend', {
    3: ['rn-night-blr', 'home-nurse-chennai'],
    2: ['staff-nurse-icu-pune', 'rn-mumbai', 'gnm-hyd', 'ot-nurse-delhi', 'rn-london'],
    1: ['nurse-manager-mumbai', 'nursing-asst-pune', 'nurse-educator-hyd'],
  }),
  judged('partial', 'python django backend developer startup', {
    3: ['be-dev-mumbai'],
    2: ['python-dev-delhi', 'be-dev-pune', 'be-swe-blr', 'be-eng-hyd', 'be-senior-blr'],
    1: ['fs-senior-chennai', 'node-dev-wfh', 'java-dev-chennai', 'fs-mern-blr'],
  }),
  judged('partial', 'accountant tally gst excel', {
    3: ['accountant-pune', 'accountant-senior-mumbai', 'accountant-blr'],
    2: ['accounts-exec-hyd', 'fin-manager-chennai', 'ca-delhi'],
    1: ['accountant-wfh', 'tax-mumbai', 'bookkeeper-wfh', 'ap-chennai'],
  }),
  judged('partial', 'data analyst sql power bi tableau', {
    3: ['da-pune', 'da-mumbai', 'da-senior-hyd'],
    2: ['da-wfh', 'bi-pune', 'da-junior-blr'],
    1: ['ba-mumbai', 'mis-delhi', 'sales-analyst-mumbai', 'ds-pune'],
  }),
  judged('partial', 'hr manager with payroll experience', {
    3: ['hr-manager-pune', 'hr-manager-delhi'],
    2: ['hr-manager-mumbai', 'hr-generalist-chennai'],
    1: ['payroll-blr', 'hrbp-blr', 'hrbp-hyd', 'hr-director-mumbai', 'hr-exec-delhi'],
  }),
  judged('partial', 'warehouse forklift night shift', {
    3: ['forklift-chennai'],
    2: ['wh-assoc-blr', 'wh-sup-hyd'],
    1: ['wh-assoc-pune', 'picker-mumbai', 'wh-mgr-delhi'],
  }),
  judged('partial', 'truck driver heavy licence long haul', {
    3: ['truck-driver-pune', 'truck-driver-delhi'],
    1: ['delivery-driver-mumbai', 'car-driver-blr', 'fleet-pune'],
  }),
  judged('partial', 'machine learning engineer pytorch computer vision', {
    3: ['ml-cv-blr'],
    2: ['ml-eng-blr', 'ml-research-blr'],
    1: ['ml-eng-wfh', 'ml-senior-hyd', 'mlops-pune', 'ai-eng-mumbai', 'ds-pune'],
  }),
  judged('partial', 'customer support english hindi voice process', {
    3: ['cs-exec-pune'],
    2: ['care-hyd', 'telecaller-delhi'],
    1: ['cs-exec-wfh', 'csr-wfh', 'chat-support-wfh', 'support-lead-chennai'],
  }),
  judged('partial', 'ux designer figma mobile apps', {
    3: ['uiux-blr'],
    2: ['ux-pune', 'ux-senior-mumbai', 'product-designer-blr', 'interaction-hyd'],
    1: ['fe-designer-pune', 'ux-research-wfh', 'visual-chennai'],
  }),
  judged('partial', 'sales manager fmcg distribution', {
    3: ['sales-mgr-mumbai', 'asm-pune'],
    2: ['sales-mgr-delhi', 'rsm-hyd'],
    1: ['sales-exec-blr', 'kam-chennai', 'sales-mgr-london', 'bdm-wfh'],
  }),
  judged('partial', 'java spring boot microservices kafka', {
    3: ['java-dev-chennai'],
    2: ['be-swe-blr', 'be-senior-blr', 'fs-java-hyd'],
    1: ['sde-hyd', 'be-eng-hyd', 'qa-auto-blr', 'sdet-hyd'],
  }),
  judged('partial', 'teacher maths cbse class 10', {
    3: ['teacher-maths-pune'],
    2: ['teacher-science-delhi'],
    1: ['teacher-chennai', 'teacher-primary-mumbai', 'teacher-english-blr', 'tutor-wfh'],
  }),
  judged('partial', 'devops kubernetes terraform aws', {
    3: ['devops-wfh', 'devops-pune'],
    2: ['platform-blr', 'sre-wfh', 'sre-blr', 'sre-senior-hyd'],
    1: ['cloud-chennai', 'mlops-pune', 'be-senior-blr'],
  }),
  judged('partial', 'pharmacist hospital clinical', {
    3: ['pharmacist-hosp-mumbai'],
    2: ['pharmacist-pune', 'pharmacist-retail-blr'],
    1: ['pharmacy-asst-chennai'],
  }),
  judged('partial', 'product manager fintech payments', {
    3: ['pm-senior-wfh'],
    2: ['pm-blr', 'pm-hybrid-pune', 'gpm-delhi'],
    1: ['apm-mumbai', 'po-hyd'],
  }),
  judged('partial', 'qa automation selenium java', {
    3: ['qa-auto-blr'],
    2: ['sdet-hyd', 'qa-eng-pune'],
    1: ['qa-analyst-chennai', 'test-eng-wfh', 'manual-tester-mumbai', 'java-dev-chennai'],
  }),
];

const TYPOS: Judged[] = [
  judged('typos', 'acountant', ACCOUNTANT),
  judged('typos', 'pharmasist', PHARMACIST),
  judged('typos', 'warehose associate', WAREHOUSE_ASSOCIATE),
  judged('typos', 'java develper', {
    3: ['java-dev-chennai'],
    2: ['fs-java-hyd', 'be-swe-blr'],
    1: ['be-senior-blr', 'sde-hyd'],
  }),
  judged('typos', 'frontend develper', FRONTEND),
  judged('typos', 'fronted developer', FRONTEND),
  judged('typos', 'qa enginer', QA_ENGINEER),
  judged('typos', 'sofware engineer', SOFTWARE_ENGINEER),
  judged('typos', 'data scintist', DATA_SCIENTIST),
  judged('typos', 'machine lerning engineer', ML_ENGINEER),
  judged('typos', 'pyhton developer', { 3: ['python-dev-delhi'], 2: ['be-dev-mumbai'], 1: ['fs-senior-chennai'] }),
  judged('typos', 'nurce', NURSE),
  judged('typos', 'truck drivr', TRUCK_DRIVER),
  judged('typos', 'custmer support', {
    3: ['cs-exec-wfh', 'cs-exec-pune', 'csr-wfh', 'care-hyd', 'chat-support-wfh'],
    2: ['tech-support-blr', 'support-lead-chennai', 'helpdesk-chennai'],
    1: ['telecaller-delhi', 'csm-mumbai'],
  }),
  judged('typos', 'bussiness analyst', BUSINESS_ANALYST),
  judged('typos', 'recepsionist', RECEPTIONIST),
  judged('typos', 'graphic desiner', GRAPHIC_DESIGNER),
  judged('typos', 'mechanical enginer', MECHANICAL_ENGINEER),
  judged('typos', 'sales manger', SALES_MANAGER),
  judged('typos', 'phisiotherapist', PHYSIOTHERAPIST),
  judged('typos', 'acounts executive', {
    3: ['accounts-exec-hyd'],
    2: ['accountant-pune', 'accountant-blr', 'ap-chennai'],
    1: ['accountant-senior-mumbai', 'bookkeeper-wfh'],
  }),
  judged('typos', 'teachr', TEACHER),
  // Misspellings people make (grown in issue 51, where the outside judged set was weakest):
  // letters swapped, dropped or doubled, and a sound spelt as it is heard.
  judged('typos', 'accountent', ACCOUNTANT),
  judged('typos', 'recuiter', RECRUITER),
  judged('typos', 'pharmacits', PHARMACIST),
  judged('typos', 'data anlyst', DATA_ANALYST),
  judged('typos', 'andriod developer', ANDROID_DEVELOPER),
  judged('typos', 'reciptionist', RECEPTIONIST),
  judged('typos', 'electricain', { 3: ['electrician-pune'], 1: ['elec-eng-delhi'] }),
  judged('typos', 'payrol executive', {
    3: ['payroll-blr'],
    1: ['hr-generalist-chennai', 'hr-exec-delhi', 'accounts-exec-hyd'],
  }),
  judged('typos', 'docter', DOCTOR),
  judged('typos', 'seo specilist', { 3: ['seo-wfh'], 2: ['dm-pune'], 1: ['content-wfh'] }),
  judged('typos', 'buisness development executive', BDE),
  judged('typos', 'saleforce developer', SALESFORCE_DEVELOPER),
  judged('typos', 'kubernets', {
    3: ['devops-wfh', 'sre-blr', 'sre-senior-hyd', 'platform-blr'],
    2: ['mlops-pune'],
    1: ['devops-pune', 'sre-wfh', 'cloud-chennai'],
  }),
  judged('typos', 'flutter devloper', {
    3: ['flutter-dev-chennai'],
    2: ['rn-dev-mumbai', 'android-dev-pune', 'ios-dev-blr'],
  }),
  judged('typos', 'hr maneger', HR_MANAGER),
  judged('typos', 'interier designer', { 3: ['interior-mumbai'] }),
  judged('typos', 'telecaler', TELECALLER),
];

const LOCATION: Judged[] = [
  judged('location', 'data analyst pune', {
    3: ['da-pune'],
    2: ['bi-pune'],
    1: ['da-mumbai', 'da-junior-blr', 'da-senior-hyd', 'da-wfh'],
  }),
  judged('location', 'nurse in mumbai', {
    3: ['rn-mumbai', 'nurse-manager-mumbai'],
    1: ['staff-nurse-icu-pune', 'rn-night-blr', 'ot-nurse-delhi', 'home-nurse-chennai', 'gnm-hyd', 'rn-london'],
  }),
  judged('location', 'accountant bengaluru', {
    3: ['accountant-blr'],
    1: ['accountant-pune', 'accountant-senior-mumbai', 'accountant-wfh', 'ca-delhi'],
  }),
  judged('location', 'work from home support', WFH_SUPPORT),
  judged('location', 'wfh customer support', WFH_SUPPORT),
  judged('location', 'remote javascript developer', {
    3: ['js-eng-wfh'],
    2: ['react-dev-wfh', 'vue-dev-wfh', 'node-dev-wfh', 'fs-eng-wfh'],
    1: ['js-dev-pune'],
  }),
  judged('location', 'hybrid product manager', {
    3: ['pm-hybrid-pune', 'gpm-delhi'],
    1: ['pm-blr', 'pm-senior-wfh', 'apm-mumbai'],
  }),
  judged('location', 'sales manager delhi', {
    3: ['sales-mgr-delhi'],
    1: ['sales-mgr-mumbai', 'sales-mgr-london', 'asm-pune', 'rsm-hyd'],
  }),
  judged('location', 'software engineer hyderabad', {
    3: ['sde-hyd', 'be-eng-hyd'],
    2: ['fs-java-hyd', 'fe-spaced-hyd', 'sfdc-dev-hyd', 'sdet-hyd'],
    1: ['swe-blr', 'swe-senior-wfh'],
  }),
  judged('location', 'teacher chennai', {
    3: ['teacher-chennai'],
    2: ['professor-chennai'],
    1: ['teacher-maths-pune', 'teacher-primary-mumbai', 'teacher-english-blr', 'teacher-science-delhi', 'tutor-wfh'],
  }),
  judged('location', 'warehouse associate in pune', { 3: ['wh-assoc-pune'], 1: ['wh-assoc-blr', 'picker-mumbai'] }),
  judged('location', 'remote data analyst', {
    3: ['da-wfh'],
    1: ['da-pune', 'da-mumbai', 'da-junior-blr', 'da-senior-hyd'],
  }),
  judged('location', 'pharmacist mumbai', {
    3: ['pharmacist-hosp-mumbai'],
    1: ['pharmacist-pune', 'pharmacist-retail-blr'],
  }),
  // The city's other name: the places list says Bengaluru.
  judged('location', 'hr manager bangalore', {
    3: [],
    2: ['hrbp-blr'],
    1: ['hr-manager-pune', 'hr-manager-mumbai', 'hr-manager-delhi'],
  }),
  judged('location', 'devops engineer remote', { 3: ['devops-wfh'], 2: ['sre-wfh'], 1: ['devops-pune'] }),
  judged('location', 'ux designer in bengaluru', {
    3: ['uiux-blr'],
    2: ['product-designer-blr'],
    1: ['ux-pune', 'ux-senior-mumbai'],
  }),
  judged('location', 'truck driver delhi', { 3: ['truck-driver-delhi'], 1: ['truck-driver-pune'] }),
  judged('location', 'business analyst hybrid', { 3: ['ba-senior-blr'], 1: ['ba-mumbai', 'ba-it-pune'] }),
  judged('location', 'registered nurse london', {
    3: ['rn-london'],
    1: ['rn-mumbai', 'rn-night-blr', 'staff-nurse-icu-pune', 'gnm-hyd'],
  }),
  judged('location', 'java developer in chennai', { 3: ['java-dev-chennai'], 1: ['fs-java-hyd'] }),
];

export const QUERIES: readonly Judged[] = [...TITLE, ...VARIANTS, ...SYNONYMS, ...PARTIAL, ...TYPOS, ...LOCATION];
