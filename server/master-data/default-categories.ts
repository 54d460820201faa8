// The job categories a tenant starts with (ensureDefaultCategories seeds them once per tenant).
export type DefaultCategory = { slug: string; name: string; description: string };

export const DEFAULT_CATEGORIES: DefaultCategory[] = [
  {
    slug: 'software-engineering',
    name: 'Software Engineering',
    description: 'Frontend, backend, mobile, platform and quality engineering roles.',
  },
  {
    slug: 'data-analytics',
    name: 'Data & Analytics',
    description: 'Data engineering, analytics, business intelligence and machine learning roles.',
  },
  { slug: 'design', name: 'Design', description: 'Product, UX, visual and brand design roles.' },
  {
    slug: 'product',
    name: 'Product Management',
    description: 'Product managers and owners who shape what gets built and why.',
  },
  { slug: 'marketing', name: 'Marketing', description: 'Growth, content, performance and brand marketing roles.' },
  { slug: 'sales', name: 'Sales', description: 'Business development, account executive and inside sales roles.' },
  {
    slug: 'customer-success',
    name: 'Customer Success',
    description: 'Customer support, onboarding and account management roles.',
  },
  {
    slug: 'finance',
    name: 'Finance & Accounting',
    description: 'Accounting, financial planning, audit and treasury roles.',
  },
  {
    slug: 'human-resources',
    name: 'Human Resources',
    description: 'Recruitment, people operations, payroll and learning roles.',
  },
  {
    slug: 'operations',
    name: 'Operations & Logistics',
    description: 'Operations, warehousing, fleet and supply chain planning roles.',
  },
  {
    slug: 'healthcare',
    name: 'Healthcare',
    description: 'Clinical, nursing, pharmacy and healthcare administration roles.',
  },
  {
    slug: 'education',
    name: 'Education',
    description: 'Teaching, training, tutoring and academic administration roles.',
  },
];
