// The four profile sections that share the generic {kind} calls, described once: their words,
// their fields, which profile array holds them, and how a form's values become the body of the
// kind's own shape (the server refuses a body of another section's shape).
import { plural, t } from '@lingui/core/macro';
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
  /** Said when the field is left empty; given only for a required field. */
  missing?: string;
  multiline?: boolean;
  url?: boolean;
  placeholder?: string;
  description?: string;
};

/** What the plan allows, as `describeAllowance` says it (allowance.ts). */
type PlanCount = { planName: string; used: number; limit: number };

export type KindInfo = {
  kind: ProfileSectionKind;
  tab: ProfileTabIndex;
  /** The tab's and the card's title. */
  title: string;
  fields: TextField[];
  fromLabel: string;
  toLabel: string;
  ongoingLabel: string;
  /** How the end reads when there is none: "Present", "No expiry". */
  openEnd: string;
  emptyTitle: string;
  emptyText: string;
  // Whole sentences per kind rather than one sentence around a noun: other languages inflect
  // the sentence by the noun (gender, number).
  addLabel: string;
  editLabel: string;
  removeTitle: string;
  added: string;
  updated: string;
  removed: string;
  /** The plan allows no more now (an unlimited plan that cannot add). */
  noMore: (planName: string) => string;
  /** "3 of 5 projects used on your Free plan". */
  used: (count: PlanCount) => string;
  /** The plan's limit is reached: what it allows and how to go on. */
  limitReached: (count: PlanCount) => string;
  /** The entry's name and its organisation, as the list and the dialogs name it. */
  name: (text: Record<TextKey, string>) => string;
};

/** Each kind's words in the reader's language: a function, as the language is known only at render. */
export function kindInfo(kind: ProfileSectionKind): KindInfo {
  switch (kind) {
    case 'experience':
      return {
        kind: 'experience',
        tab: 1,
        title: t`Experience`,
        fields: [
          {
            key: 'title',
            label: t`Job title`,
            max: 100,
            missing: t`Enter the job title`,
            placeholder: t`e.g. Frontend Engineer`,
          },
          { key: 'comNm', label: t`Company`, max: 100, missing: t`Enter the company`, placeholder: t`e.g. Infosys` },
          { key: 'location', label: t`Location`, max: 100, placeholder: t`e.g. Pune, India` },
          {
            key: 'description',
            label: t`What you did`,
            max: 2000,
            multiline: true,
            description: t`One achievement or responsibility per line.`,
          },
        ],
        fromLabel: t`Start month`,
        toLabel: t`End month`,
        ongoingLabel: t`I currently work here`,
        openEnd: t`Present`,
        emptyTitle: t`Add your work experience`,
        emptyText: t`Employers look here first. Add your jobs, newest first, with what you achieved in each.`,
        addLabel: t`Add experience`,
        editLabel: t`Edit experience`,
        removeTitle: t`Remove this experience?`,
        added: t`Experience added`,
        updated: t`Experience updated`,
        removed: t`Experience removed`,
        noMore: (planName) => t`Your ${planName} plan does not let you add more experience entries now.`,
        used: ({ planName, used, limit }) => t`${used} of ${limit} experience entries used on your ${planName} plan`,
        limitReached: ({ planName, used, limit }) =>
          plural(limit, {
            one: `Your ${planName} plan allows # experience, and you have ${used}. Remove one to add another, or upgrade your plan.`,
            other: `Your ${planName} plan allows # experience entries, and you have ${used}. Remove one to add another, or upgrade your plan.`,
          }),
        name: (v) => (v.comNm ? t`${v.title} at ${v.comNm}` : v.title),
      };
    case 'education':
      return {
        kind: 'education',
        tab: 2,
        title: t`Education`,
        fields: [
          {
            key: 'instiNm',
            label: t`School, college or university`,
            max: 150,
            missing: t`Enter the school, college or university`,
          },
          {
            key: 'qualification',
            label: t`Qualification`,
            max: 100,
            missing: t`Enter the qualification`,
            placeholder: t`e.g. B.Tech`,
          },
          { key: 'fieldOfStudy', label: t`Field of study`, max: 100, placeholder: t`e.g. Computer Science` },
          { key: 'grade', label: t`Grade`, max: 20, placeholder: t`e.g. 8.7 CGPA or First Class` },
        ],
        fromLabel: t`Start month`,
        toLabel: t`End month (or expected)`,
        ongoingLabel: t`I am still studying here`,
        openEnd: t`Present`,
        emptyTitle: t`Add your education`,
        emptyText: t`Your degrees, diplomas and schools. Education counts for a fifth of your profile.`,
        addLabel: t`Add education entry`,
        editLabel: t`Edit education entry`,
        removeTitle: t`Remove this education entry?`,
        added: t`Education added`,
        updated: t`Education updated`,
        removed: t`Education removed`,
        noMore: (planName) => t`Your ${planName} plan does not let you add more education entries now.`,
        used: ({ planName, used, limit }) => t`${used} of ${limit} education entries used on your ${planName} plan`,
        limitReached: ({ planName, used, limit }) =>
          plural(limit, {
            one: `Your ${planName} plan allows # education entry, and you have ${used}. Remove one to add another, or upgrade your plan.`,
            other: `Your ${planName} plan allows # education entries, and you have ${used}. Remove one to add another, or upgrade your plan.`,
          }),
        name: (v) => (v.instiNm ? t`${v.qualification}, ${v.instiNm}` : v.qualification),
      };
    case 'project':
      return {
        kind: 'project',
        tab: 4,
        title: t`Projects`,
        fields: [
          { key: 'title', label: t`Project title`, max: 150, missing: t`Enter the project title` },
          { key: 'url', label: t`Link`, max: 300, url: true, placeholder: 'https://' },
          {
            key: 'desc',
            label: t`About the project`,
            max: 2000,
            multiline: true,
            description: t`What it was and your part in it.`,
          },
        ],
        fromLabel: t`Start month`,
        toLabel: t`End month`,
        ongoingLabel: t`This project is ongoing`,
        openEnd: t`Ongoing`,
        emptyTitle: t`Show what you have built`,
        emptyText: t`Projects, at work or your own, show employers what you can do. Add a link where they can see it.`,
        addLabel: t`Add project`,
        editLabel: t`Edit project`,
        removeTitle: t`Remove this project?`,
        added: t`Projects added`,
        updated: t`Projects updated`,
        removed: t`Projects removed`,
        noMore: (planName) => t`Your ${planName} plan does not let you add more projects now.`,
        used: ({ planName, used, limit }) => t`${used} of ${limit} projects used on your ${planName} plan`,
        limitReached: ({ planName, used, limit }) =>
          plural(limit, {
            one: `Your ${planName} plan allows # project, and you have ${used}. Remove one to add another, or upgrade your plan.`,
            other: `Your ${planName} plan allows # projects, and you have ${used}. Remove one to add another, or upgrade your plan.`,
          }),
        name: (v) => v.title,
      };
    case 'certificate':
      return {
        kind: 'certificate',
        tab: 5,
        title: t`Certifications`,
        fields: [
          {
            key: 'title',
            label: t`Certificate name`,
            max: 150,
            missing: t`Enter the certificate name`,
            placeholder: t`e.g. AWS Certified Developer`,
          },
          {
            key: 'issuedBy',
            label: t`Issued by`,
            max: 150,
            missing: t`Enter the issued by`,
            placeholder: t`e.g. Amazon Web Services`,
          },
          { key: 'credentialId', label: t`Credential ID`, max: 100 },
          { key: 'credentialUrl', label: t`Credential link`, max: 300, url: true, placeholder: 'https://' },
        ],
        fromLabel: t`Issue month`,
        toLabel: t`Expiry month`,
        ongoingLabel: t`It does not expire`,
        openEnd: t`No expiry`,
        emptyTitle: t`Add your certifications`,
        emptyText: t`Courses, licences and credentials you earned. Employers can check them with the credential link.`,
        addLabel: t`Add certificate`,
        editLabel: t`Edit certificate`,
        removeTitle: t`Remove this certificate?`,
        added: t`Certifications added`,
        updated: t`Certifications updated`,
        removed: t`Certifications removed`,
        noMore: (planName) => t`Your ${planName} plan does not let you add more certificates now.`,
        used: ({ planName, used, limit }) => t`${used} of ${limit} certificates used on your ${planName} plan`,
        limitReached: ({ planName, used, limit }) =>
          plural(limit, {
            one: `Your ${planName} plan allows # certificate, and you have ${used}. Remove one to add another, or upgrade your plan.`,
            other: `Your ${planName} plan allows # certificates, and you have ${used}. Remove one to add another, or upgrade your plan.`,
          }),
        name: (v) => (v.issuedBy ? t`${v.title} (${v.issuedBy})` : v.title),
      };
  }
}

/** Which profile array holds a kind's entries. */
const LISTS: Record<ProfileSectionKind, 'experiences' | 'educations' | 'projects' | 'certificates'> = {
  experience: 'experiences',
  education: 'educations',
  project: 'projects',
  certificate: 'certificates',
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
  return profile[LISTS[kind]];
}

/** The profile without one of its entries: what the list shows once the entry is removed. */
export function withoutItem(profile: CandidateProfile, kind: ProfileSectionKind, id: string): CandidateProfile {
  return { ...profile, [LISTS[kind]]: itemsOf(profile, kind).filter((i) => i._id !== id) };
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
  const text = v.text;
  const from = v.from ?? '';
  const to = v.ongoing ? null : v.to;
  switch (kind) {
    case 'experience':
      return {
        comNm: text.comNm.trim(),
        title: text.title.trim(),
        from,
        to,
        isCurrent: v.ongoing,
        location: opt(text.location),
        description: opt(text.description),
      };
    case 'education':
      return {
        instiNm: text.instiNm.trim(),
        qualification: text.qualification.trim(),
        fieldOfStudy: opt(text.fieldOfStudy),
        from,
        to,
        grade: opt(text.grade),
      };
    case 'project':
      return { title: text.title.trim(), from, to, desc: opt(text.desc), url: opt(text.url) };
    case 'certificate':
      return {
        title: text.title.trim(),
        issuedBy: text.issuedBy.trim(),
        from,
        to,
        credentialId: opt(text.credentialId),
        credentialUrl: opt(text.credentialUrl),
      };
  }
}

/** The body of `PUT candidate-profile/{kind}`: the whole changed entry with its id. */
export function toUpdate(kind: ProfileSectionKind, id: string, v: EntryValues): ProfileSectionUpdate {
  return { _id: id, ...toInput(kind, v) };
}
