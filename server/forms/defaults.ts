// The forms every tenant starts with, created for a tenant the first time one is asked for. Codes
// are the ones the contract names (candidate_registration, employer_registration, job_post,
// job_application) plus candidate_additional_details of its examples. Default fields are the
// product's; the custom fields here are a starting set a tenant sees only with custom_fields. The
// job application form starts with none: its custom fields are asked of every applicant (the
// board's questions, before each job's own), so a board adds them in the admin console.
import { PASSWORD } from '../../shared/text-patterns.ts';
import { RESUME_MIME_TYPES, MAX_FILE_SIZE } from '../../shared/custom-form/index.ts';
import { seedField, type FieldSeed, type FormSeed } from './definition.ts';

const NAME = {
  minLength: 1,
  maxLength: 50,
  pattern: "^[\\p{L}][\\p{L} .'-]*$",
  patternMessage: { en: 'Use letters only' },
};
const passwordRule = {
  minLength: 8,
  maxLength: 128,
  pattern: PASSWORD.source,
  patternMessage: { en: 'Use at least 8 characters with upper and lower case, a digit and one of @$^~!%*#?&' },
};

const person = (): FieldSeed[] => [
  seedField({ keyNm: 'firstName', label: { en: 'First name' }, fieldType: 'text', required: true, validation: NAME }),
  seedField({ keyNm: 'lastName', label: { en: 'Last name' }, fieldType: 'text', required: true, validation: NAME }),
  seedField({ keyNm: 'email', label: { en: 'E-mail' }, fieldType: 'email', required: true }),
  seedField({
    keyNm: 'mobNo',
    label: { en: 'Mobile number' },
    fieldType: 'phone_number',
    placeholder: { en: '91 98765 43210' },
  }),
  seedField({
    keyNm: 'password',
    label: { en: 'Password' },
    fieldType: 'password',
    required: true,
    validation: passwordRule,
  }),
];

const place = (): FieldSeed[] => [
  seedField({ keyNm: 'country', label: { en: 'Country' }, fieldType: 'country' }),
  seedField({ keyNm: 'state', label: { en: 'State' }, fieldType: 'state' }),
  seedField({ keyNm: 'city', label: { en: 'City' }, fieldType: 'city' }),
];

const custom = (f: Parameters<typeof seedField>[0]): FieldSeed => seedField({ ...f, isDefault: false });

export const DEFAULT_FORMS: readonly FormSeed[] = [
  {
    code: 'candidate_registration',
    name: { en: 'Create your job seeker account' },
    sections: [
      { code: 'account', label: { en: 'Your account' }, fields: person() },
      { code: 'location', label: { en: 'Where you live' }, fields: place() },
    ],
  },
  {
    code: 'employer_registration',
    name: { en: 'Create your employer account' },
    sections: [
      {
        code: 'company',
        label: { en: 'Your company' },
        fields: [
          seedField({
            keyNm: 'companyName',
            label: { en: 'Company name' },
            fieldType: 'text',
            required: true,
            validation: { maxLength: 120 },
          }),
          seedField({
            keyNm: 'website',
            label: { en: 'Company website' },
            fieldType: 'url',
            placeholder: { en: 'https://' },
          }),
        ],
      },
      { code: 'account', label: { en: 'Your account' }, fields: person() },
    ],
  },
  {
    code: 'job_post',
    name: { en: 'Post a job' },
    sections: [
      {
        code: 'additional',
        label: { en: 'Additional details' },
        fields: [
          // Shown on the job's page: candidates weigh it. (The workplace type is asked by the
          // posting flow's first step, so the form does not ask it again: job-post-fields.ts.)
          custom({ keyNm: 'travelRequired', label: { en: 'Travel required' }, fieldType: 'toggle', isPublic: true }),
        ],
      },
    ],
  },
  {
    code: 'job_application',
    name: { en: 'Apply for this job' },
    sections: [
      {
        code: 'documents',
        label: { en: 'Documents' },
        fields: [
          seedField({
            keyNm: 'resume',
            label: { en: 'Resume' },
            fieldType: 'file',
            required: true,
            placeholder: { en: 'Upload a PDF or Word file' },
            helpText: { en: 'PDF, DOC or DOCX, up to 25 MB' },
            validation: { mimeTypes: [...RESUME_MIME_TYPES], maxSize: MAX_FILE_SIZE },
          }),
        ],
      },
    ],
  },
  {
    code: 'candidate_additional_details',
    name: { en: 'Additional details' },
    sections: [
      {
        code: 'availability',
        label: { en: 'Availability' },
        fields: [
          custom({
            keyNm: 'noticePeriodDays',
            label: { en: 'Notice period (days)' },
            fieldType: 'number',
            required: true,
            placeholder: { en: 'For example 30' },
            validation: { min: 0, max: 180 },
          }),
          custom({ keyNm: 'willingToRelocate', label: { en: 'Willing to relocate' }, fieldType: 'toggle' }),
          custom({ keyNm: 'preferredCity', label: { en: 'Preferred city' }, fieldType: 'city' }),
        ],
      },
    ],
  },
];

export function defaultForm(code: string): FormSeed | undefined {
  return DEFAULT_FORMS.find((f) => f.code === code);
}
