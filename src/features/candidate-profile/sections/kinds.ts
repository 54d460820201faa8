// The four profile sections that share the generic {kind} calls, described once: their words,
// their fields, which profile array holds them, and how a form's values become the body of the
// kind's own shape (the server refuses a body of another section's shape).
import type {
  CandidateProfile,
  ProfileSectionInput,
  ProfileSectionItem,
  ProfileSectionKind,
  ProfileSectionUpdate,
} from '@generated/api/model';
import type { ProfileTabIndex } from '../tabs';

export type TextKey =
  | 'title'
  | 'comNm'
  | 'location'
  | 'description'
  | 'instiNm'
  | 'qualification'
  | 'fieldOfStudy'
  | 'grade'
  | 'desc'
  | 'url'
  | 'issuedBy'
  | 'credentialId'
  | 'credentialUrl';

export type TextField = {
  key: TextKey;
  label: string;
  max: number;
  required?: boolean;
  multiline?: boolean;
  url?: boolean;
  placeholder?: string;
  description?: string;
};

export type KindInfo = {
  kind: ProfileSectionKind;
  tab: ProfileTabIndex;
  /** The tab's and the card's title. */
  title: string;
  /** "experience", "education entry", "project", "certificate". */
  noun: string;
  plural: string;
  list: 'experiences' | 'educations' | 'projects' | 'certificates';
  fields: TextField[];
  fromLabel: string;
  toLabel: string;
  ongoingLabel: string;
  /** How the end reads when there is none: "Present", "No expiry". */
  openEnd: string;
  emptyTitle: string;
  emptyText: string;
  /** The entry's name and its organisation, as the list and the dialogs name it. */
  name: (t: Record<TextKey, string>) => string;
};

export const KINDS: Record<ProfileSectionKind, KindInfo> = {
  experience: {
    kind: 'experience',
    tab: 1,
    title: 'Experience',
    noun: 'experience',
    plural: 'experience entries',
    list: 'experiences',
    fields: [
      { key: 'title', label: 'Job title', max: 100, required: true, placeholder: 'e.g. Frontend Engineer' },
      { key: 'comNm', label: 'Company', max: 100, required: true, placeholder: 'e.g. Infosys' },
      { key: 'location', label: 'Location', max: 100, placeholder: 'e.g. Pune, India' },
      {
        key: 'description',
        label: 'What you did',
        max: 2000,
        multiline: true,
        description: 'One achievement or responsibility per line.',
      },
    ],
    fromLabel: 'Start month',
    toLabel: 'End month',
    ongoingLabel: 'I currently work here',
    openEnd: 'Present',
    emptyTitle: 'Add your work experience',
    emptyText: 'Employers look here first. Add your jobs, newest first, with what you achieved in each.',
    name: (t) => (t.comNm ? `${t.title} at ${t.comNm}` : t.title),
  },
  education: {
    kind: 'education',
    tab: 2,
    title: 'Education',
    noun: 'education entry',
    plural: 'education entries',
    list: 'educations',
    fields: [
      { key: 'instiNm', label: 'School, college or university', max: 150, required: true },
      { key: 'qualification', label: 'Qualification', max: 100, required: true, placeholder: 'e.g. B.Tech' },
      { key: 'fieldOfStudy', label: 'Field of study', max: 100, placeholder: 'e.g. Computer Science' },
      { key: 'grade', label: 'Grade', max: 20, placeholder: 'e.g. 8.7 CGPA or First Class' },
    ],
    fromLabel: 'Start month',
    toLabel: 'End month (or expected)',
    ongoingLabel: 'I am still studying here',
    openEnd: 'Present',
    emptyTitle: 'Add your education',
    emptyText: 'Your degrees, diplomas and schools. Education counts for a fifth of your profile.',
    name: (t) => (t.instiNm ? `${t.qualification}, ${t.instiNm}` : t.qualification),
  },
  project: {
    kind: 'project',
    tab: 4,
    title: 'Projects',
    noun: 'project',
    plural: 'projects',
    list: 'projects',
    fields: [
      { key: 'title', label: 'Project title', max: 150, required: true },
      { key: 'url', label: 'Link', max: 300, url: true, placeholder: 'https://' },
      {
        key: 'desc',
        label: 'About the project',
        max: 2000,
        multiline: true,
        description: 'What it was and your part in it.',
      },
    ],
    fromLabel: 'Start month',
    toLabel: 'End month',
    ongoingLabel: 'This project is ongoing',
    openEnd: 'Ongoing',
    emptyTitle: 'Show what you have built',
    emptyText: 'Projects, at work or your own, show employers what you can do. Add a link where they can see it.',
    name: (t) => t.title,
  },
  certificate: {
    kind: 'certificate',
    tab: 5,
    title: 'Certifications',
    noun: 'certificate',
    plural: 'certificates',
    list: 'certificates',
    fields: [
      {
        key: 'title',
        label: 'Certificate name',
        max: 150,
        required: true,
        placeholder: 'e.g. AWS Certified Developer',
      },
      { key: 'issuedBy', label: 'Issued by', max: 150, required: true, placeholder: 'e.g. Amazon Web Services' },
      { key: 'credentialId', label: 'Credential ID', max: 100 },
      { key: 'credentialUrl', label: 'Credential link', max: 300, url: true, placeholder: 'https://' },
    ],
    fromLabel: 'Issue month',
    toLabel: 'Expiry month',
    ongoingLabel: 'It does not expire',
    openEnd: 'No expiry',
    emptyTitle: 'Add your certifications',
    emptyText: 'Courses, licences and credentials you earned. Employers can check them with the credential link.',
    name: (t) => (t.issuedBy ? `${t.title} (${t.issuedBy})` : t.title),
  },
};

export type EntryValues = { text: Record<TextKey, string>; from: string | null; to: string | null; ongoing: boolean };

const EMPTY_TEXT: Record<TextKey, string> = {
  title: '',
  comNm: '',
  location: '',
  description: '',
  instiNm: '',
  qualification: '',
  fieldOfStudy: '',
  grade: '',
  desc: '',
  url: '',
  issuedBy: '',
  credentialId: '',
  credentialUrl: '',
};

export function emptyValues(): EntryValues {
  return { text: { ...EMPTY_TEXT }, from: null, to: null, ongoing: false };
}

export function itemsOf(profile: CandidateProfile, kind: ProfileSectionKind): ProfileSectionItem[] {
  return profile[KINDS[kind].list];
}

export function valuesOf(item: ProfileSectionItem): EntryValues {
  const text = { ...EMPTY_TEXT };
  for (const key of Object.keys(text) as TextKey[]) {
    const value: unknown = Reflect.get(item, key);
    if (typeof value === 'string') text[key] = value;
  }
  // Every kind's open end is a null `to` (a current job, a course still running, no expiry).
  return { text, from: item.from, to: item.to ?? null, ongoing: item.to === null || item.to === undefined };
}

const opt = (value: string) => value.trim() || null;

/** The body of `POST candidate-profile/{kind}`, in the kind's own shape. */
export function toInput(kind: ProfileSectionKind, v: EntryValues): ProfileSectionInput {
  const t = v.text;
  const from = v.from ?? '';
  const to = v.ongoing ? null : v.to;
  switch (kind) {
    case 'experience':
      return {
        comNm: t.comNm.trim(),
        title: t.title.trim(),
        from,
        to,
        isCurrent: v.ongoing,
        location: opt(t.location),
        description: opt(t.description),
      };
    case 'education':
      return {
        instiNm: t.instiNm.trim(),
        qualification: t.qualification.trim(),
        fieldOfStudy: opt(t.fieldOfStudy),
        from,
        to,
        grade: opt(t.grade),
      };
    case 'project':
      return { title: t.title.trim(), from, to, desc: opt(t.desc), url: opt(t.url) };
    case 'certificate':
      return {
        title: t.title.trim(),
        issuedBy: t.issuedBy.trim(),
        from,
        to,
        credentialId: opt(t.credentialId),
        credentialUrl: opt(t.credentialUrl),
      };
  }
}

/** The body of `PUT candidate-profile/{kind}`: the whole changed entry with its id. */
export function toUpdate(kind: ProfileSectionKind, id: string, v: EntryValues): ProfileSectionUpdate {
  return { _id: id, ...toInput(kind, v) };
}
