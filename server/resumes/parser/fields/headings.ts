// Section headings as resumes write them, mapped to the section they open.

export type SectionKind =
  'summary' | 'experience' | 'education' | 'projects' | 'skills' | 'certificates' | 'contact' | 'other';

const HEADINGS: Record<SectionKind, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'profile summary',
    'executive summary',
    'objective',
    'career objective',
    'professional objective',
    'profile',
    'professional profile',
    'about',
    'about me',
    'personal statement',
    'overview',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'relevant experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'professional background',
    'internships',
    'internship',
    'internship experience',
    'experience and internships',
    'work',
  ],
  education: [
    'education',
    'academic',
    'academics',
    'academic background',
    'academic qualifications',
    'academic details',
    'educational qualifications',
    'educational background',
    'qualifications',
    'education and training',
  ],
  projects: [
    'projects',
    'personal projects',
    'academic projects',
    'key projects',
    'selected projects',
    'project experience',
  ],
  skills: [
    'skills',
    'technical skills',
    'key skills',
    'core skills',
    'core competencies',
    'competencies',
    'skills and tools',
    'tools and technologies',
    'technologies',
    'skill set',
    'skillset',
    'areas of expertise',
    'expertise',
    'skills and expertise',
    'technical expertise',
  ],
  certificates: [
    'certifications',
    'certification',
    'certificates',
    'licenses',
    'licences',
    'licenses and certifications',
    'licences and certifications',
    'certifications and licenses',
    'certifications and licences',
    'courses and certifications',
    'training and certifications',
    'courses',
  ],
  contact: [
    'contact',
    'contact details',
    'contact information',
    'contact info',
    'personal details',
    'personal information',
  ],
  other: [
    'languages',
    'languages known',
    'interests',
    'hobbies',
    'hobbies and interests',
    'achievements',
    'awards',
    'awards and achievements',
    'honours',
    'honors',
    'honors and awards',
    'publications',
    'volunteering',
    'volunteer experience',
    'references',
    'activities',
    'extracurricular activities',
    'declaration',
    'strengths',
  ],
};

const BY_KEY = new Map<string, SectionKind>(
  (Object.entries(HEADINGS) as [SectionKind, string[]][]).flatMap(([kind, names]) => names.map((n) => [n, kind])),
);

/** The words of a line without its case, decoration and trailing colon ('WORK EXPERIENCE:' → 'work experience'). */
function headingKey(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The section a line opens when the whole line is a heading, else null. */
export function headingOf(text: string): SectionKind | null {
  if (text.length > 48 || /[@\d]/.test(text)) return null;
  const key = headingKey(text);
  if (!key || key.split(' ').length > 5) return null;
  return BY_KEY.get(key) ?? null;
}
