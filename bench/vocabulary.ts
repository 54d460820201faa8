// The words generated jobs are made of: categories with their roles and skills, places with their
// currency and pay scale, companies. Enough variety that full-text, trigram and facet queries see
// realistic selectivity (common words match thousands of jobs, rare ones a handful).

export type RoleFamily = {
  category: string;
  /** Subcategories of this category; each role family belongs to one (or to the category). */
  sub?: string;
  roles: string[];
  skills: string[];
  duties: string[];
  /** Median yearly pay in US dollars, before the place's scale. */
  payUsd: number;
};

export const FAMILIES: RoleFamily[] = [
  {
    category: 'Software Development',
    sub: 'Frontend',
    roles: ['Frontend Engineer', 'React Developer', 'UI Engineer', 'Angular Developer', 'Web Developer'],
    skills: [
      'React',
      'TypeScript',
      'JavaScript',
      'CSS',
      'HTML',
      'Redux',
      'Next.js',
      'Angular',
      'Vue',
      'GraphQL',
      'Web Accessibility',
    ],
    duties: [
      'build accessible, fast user interfaces',
      'own the design system components',
      'work with designers on new product flows',
      'improve page load times and Core Web Vitals',
    ],
    payUsd: 110_000,
  },
  {
    category: 'Software Development',
    sub: 'Backend',
    roles: [
      'Backend Engineer',
      'Java Developer',
      'Python Developer',
      'Node.js Developer',
      'Go Developer',
      'Software Engineer',
    ],
    skills: [
      'Java',
      'Spring Boot',
      'Python',
      'Django',
      'Node.js',
      'Go',
      'PostgreSQL',
      'Kafka',
      'Microservices',
      'REST APIs',
      'Redis',
    ],
    duties: [
      'design and run services that handle millions of requests',
      'model data in PostgreSQL and keep queries fast',
      'build event pipelines on Kafka',
      'take part in the on-call rotation',
    ],
    payUsd: 120_000,
  },
  {
    category: 'Software Development',
    sub: 'Mobile',
    roles: ['Android Developer', 'iOS Developer', 'Mobile Engineer', 'Flutter Developer'],
    skills: ['Kotlin', 'Swift', 'Flutter', 'Dart', 'React Native', 'Android SDK', 'SwiftUI', 'Firebase'],
    duties: [
      'ship our mobile apps every two weeks',
      'improve app start time and crash rate',
      'build offline-first features',
    ],
    payUsd: 115_000,
  },
  {
    category: 'Data & Analytics',
    roles: ['Data Analyst', 'Data Scientist', 'Data Engineer', 'Machine Learning Engineer', 'BI Developer'],
    skills: [
      'SQL',
      'Python',
      'Pandas',
      'Spark',
      'Airflow',
      'Tableau',
      'Power BI',
      'TensorFlow',
      'PyTorch',
      'Statistics',
      'dbt',
    ],
    duties: [
      'build dashboards the leadership team reads every week',
      'train and ship forecasting models',
      'own the data warehouse',
    ],
    payUsd: 115_000,
  },
  {
    category: 'DevOps & Cloud',
    roles: ['DevOps Engineer', 'Site Reliability Engineer', 'Cloud Architect', 'Platform Engineer'],
    skills: ['AWS', 'Azure', 'GCP', 'Kubernetes', 'Docker', 'Terraform', 'Linux', 'Prometheus', 'CI/CD', 'Ansible'],
    duties: ['run our Kubernetes clusters', 'automate infrastructure with Terraform', 'keep availability above 99.95%'],
    payUsd: 125_000,
  },
  {
    category: 'Finance & Accounting',
    roles: [
      'Accountant',
      'Chartered Accountant',
      'Financial Analyst',
      'Accounts Payable Specialist',
      'Finance Manager',
      'Auditor',
    ],
    skills: ['Tally', 'SAP FICO', 'Excel', 'GST', 'IFRS', 'Financial Reporting', 'Budgeting', 'Taxation', 'QuickBooks'],
    duties: [
      'close the books every month',
      'prepare statutory filings',
      'work with auditors',
      'build the annual budget',
    ],
    payUsd: 70_000,
  },
  {
    category: 'Sales & Business Development',
    roles: [
      'Sales Executive',
      'Account Manager',
      'Business Development Manager',
      'Inside Sales Representative',
      'Key Account Manager',
    ],
    skills: ['B2B Sales', 'CRM', 'Salesforce', 'Negotiation', 'Lead Generation', 'Cold Calling', 'Account Management'],
    duties: ['grow a territory of mid-size customers', 'run the full sales cycle', 'meet quarterly targets'],
    payUsd: 65_000,
  },
  {
    category: 'Marketing',
    roles: ['Digital Marketing Manager', 'SEO Specialist', 'Content Writer', 'Performance Marketer', 'Brand Manager'],
    skills: [
      'SEO',
      'Google Ads',
      'Content Marketing',
      'Copywriting',
      'Social Media',
      'Google Analytics',
      'HubSpot',
      'Email Marketing',
    ],
    duties: ['plan and run campaigns across channels', 'grow organic traffic', 'write for our blog and newsletter'],
    payUsd: 60_000,
  },
  {
    category: 'Healthcare',
    roles: ['Registered Nurse', 'Staff Nurse', 'Pharmacist', 'Physiotherapist', 'Medical Officer', 'Lab Technician'],
    skills: ['Patient Care', 'ICU', 'Clinical Documentation', 'Phlebotomy', 'BLS', 'Medication Administration', 'EMR'],
    duties: ['care for patients on a busy ward', 'keep accurate clinical records', 'work in rotating shifts'],
    payUsd: 55_000,
  },
  {
    category: 'Design',
    roles: ['Product Designer', 'UX Designer', 'UI Designer', 'Graphic Designer', 'UX Researcher'],
    skills: [
      'Figma',
      'User Research',
      'Prototyping',
      'Design Systems',
      'Adobe Illustrator',
      'Photoshop',
      'Interaction Design',
    ],
    duties: ['design end-to-end product experiences', 'run usability studies', 'maintain the design system'],
    payUsd: 90_000,
  },
  {
    category: 'Human Resources',
    roles: ['HR Executive', 'Talent Acquisition Specialist', 'HR Business Partner', 'Recruiter', 'Payroll Specialist'],
    skills: ['Recruitment', 'Onboarding', 'Payroll', 'Employee Relations', 'HRIS', 'Labour Law', 'Sourcing'],
    duties: ['hire for engineering and sales', 'run onboarding for new joiners', 'own payroll and benefits'],
    payUsd: 55_000,
  },
  {
    category: 'Customer Support',
    roles: [
      'Customer Support Executive',
      'Technical Support Engineer',
      'Customer Success Manager',
      'Call Centre Agent',
    ],
    skills: ['Zendesk', 'Communication', 'Troubleshooting', 'Ticketing', 'English', 'Hindi', 'Customer Service'],
    duties: [
      'answer customers by chat, mail and phone',
      'solve technical issues on the first contact',
      'keep satisfaction high',
    ],
    payUsd: 40_000,
  },
  {
    category: 'Operations & Logistics',
    roles: [
      'Operations Manager',
      'Warehouse Supervisor',
      'Supply Chain Analyst',
      'Logistics Coordinator',
      'Delivery Executive',
    ],
    skills: ['Supply Chain', 'Inventory Management', 'SAP MM', 'Excel', 'Vendor Management', 'Forklift', 'Lean'],
    duties: ['run a warehouse of 200 people', 'plan routes and delivery slots', 'cut inventory losses'],
    payUsd: 50_000,
  },
  {
    category: 'Education',
    roles: ['Mathematics Teacher', 'English Teacher', 'Science Teacher', 'Academic Counsellor', 'Online Tutor'],
    skills: ['Lesson Planning', 'Classroom Management', 'CBSE', 'IGCSE', 'Curriculum Design', 'Mentoring'],
    duties: ['teach classes 8 to 12', 'prepare students for board exams', 'design engaging lessons'],
    payUsd: 45_000,
  },
];

export const LEVELS = ['', '', '', 'Junior', 'Senior', 'Senior', 'Lead', 'Principal', 'Associate', 'Staff'];

export type City = { key: string; nm: string; state: { key: string; nm: string }; country: Country };
export type Country = { key: string; nm: string; currency: 'INR' | 'USD' | 'EUR' | 'GBP'; payScale: number };

const IN: Country = { key: 'IN', nm: 'India', currency: 'INR', payScale: 0.25 };
const US: Country = { key: 'US', nm: 'United States', currency: 'USD', payScale: 1 };
const GB: Country = { key: 'GB', nm: 'United Kingdom', currency: 'GBP', payScale: 0.7 };
const DE: Country = { key: 'DE', nm: 'Germany', currency: 'EUR', payScale: 0.75 };

const city = (country: Country, stateKey: string, stateNm: string, nm: string): City => ({
  key: `${country.key}-${stateKey}-${nm.toLowerCase().replace(/[^a-z]+/g, '-')}`,
  nm,
  state: { key: `${country.key}-${stateKey}`, nm: stateNm },
  country,
});

/** Weighted by repetition: most jobs are in a few big cities. */
export const CITIES: City[] = [
  city(IN, 'KA', 'Karnataka', 'Bengaluru'),
  city(IN, 'KA', 'Karnataka', 'Bengaluru'),
  city(IN, 'KA', 'Karnataka', 'Bengaluru'),
  city(IN, 'MH', 'Maharashtra', 'Mumbai'),
  city(IN, 'MH', 'Maharashtra', 'Mumbai'),
  city(IN, 'MH', 'Maharashtra', 'Pune'),
  city(IN, 'MH', 'Maharashtra', 'Pune'),
  city(IN, 'TG', 'Telangana', 'Hyderabad'),
  city(IN, 'TG', 'Telangana', 'Hyderabad'),
  city(IN, 'TN', 'Tamil Nadu', 'Chennai'),
  city(IN, 'DL', 'Delhi', 'New Delhi'),
  city(IN, 'HR', 'Haryana', 'Gurugram'),
  city(IN, 'UP', 'Uttar Pradesh', 'Noida'),
  city(IN, 'WB', 'West Bengal', 'Kolkata'),
  city(IN, 'GJ', 'Gujarat', 'Ahmedabad'),
  city(IN, 'KL', 'Kerala', 'Kochi'),
  city(IN, 'RJ', 'Rajasthan', 'Jaipur'),
  city(US, 'CA', 'California', 'San Francisco'),
  city(US, 'NY', 'New York', 'New York'),
  city(US, 'TX', 'Texas', 'Austin'),
  city(US, 'WA', 'Washington', 'Seattle'),
  city(GB, 'ENG', 'England', 'London'),
  city(GB, 'ENG', 'England', 'Manchester'),
  city(DE, 'BE', 'Berlin', 'Berlin'),
  city(DE, 'BY', 'Bavaria', 'Munich'),
];

export const COUNTRIES: Country[] = [IN, US, GB, DE];

const COMPANY_HEADS = [
  'Lumen',
  'Orbit',
  'Nimbus',
  'Vertex',
  'Blue Peak',
  'Saffron',
  'Kite',
  'Harbor',
  'Cedar',
  'Quantum',
  'Indigo',
  'Northwind',
  'Pixel',
  'Granite',
  'Monsoon',
  'Aurora',
  'Atlas',
  'Banyan',
  'Coral',
  'Everest',
];
const COMPANY_TAILS = [
  'Fintech',
  'Labs',
  'Health',
  'Logistics',
  'Commerce',
  'Systems',
  'Retail',
  'Analytics',
  'Foods',
  'Learning',
];

/** Company names: every head with every tail (200). */
export const COMPANIES: string[] = COMPANY_HEADS.flatMap((h) => COMPANY_TAILS.map((t) => `${h} ${t}`));

export const HIGHLIGHTS = [
  'Flexible working hours',
  'Health insurance for family',
  'Annual learning budget',
  'Employee stock options',
  'Two office days a week',
  'Fast-growing team',
  'Relocation support',
  'Quarterly bonus',
];

export const BENEFITS = [
  'Health insurance',
  'Paid time off',
  'Provident fund',
  'Gym membership',
  'Meal vouchers',
  'Parental leave',
  'Laptop and home-office budget',
  'Performance bonus',
];
