// The look and show flags a resume has when it does not say otherwise (specification §3: the
// default theme colour, header size medium, font size small; the contract: classic template, A4
// paper, every section shown). The server fills the same defaults; the builder fills them too so
// the preview never depends on a field an older resume lacks.
import type { ResumeSectionShow, ResumeSettings, ResumeShowFlags } from '@generated/api/model';

export type FullSettings = Required<ResumeSettings>;

export const DEFAULT_THEME_COLOR = '#1c7ed6';

export const DEFAULT_SETTINGS: FullSettings = {
  themeColor: DEFAULT_THEME_COLOR,
  headerSize: 'medium',
  fontSize: 'small',
  template: 'classic',
  paperSize: 'A4',
};

const SHOWN: ResumeSectionShow = { content: true, bullets: true };

export const SECTION_KEYS = ['objective', 'experiences', 'education', 'projects', 'skills', 'customSections'] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export const DEFAULT_SHOW: ResumeShowFlags = {
  objective: SHOWN,
  experiences: SHOWN,
  education: SHOWN,
  projects: SHOWN,
  skills: SHOWN,
  customSections: SHOWN,
};

export function withDefaultSettings(settings: ResumeSettings | undefined): FullSettings {
  return { ...DEFAULT_SETTINGS, ...settings };
}

export function withDefaultShow(show: Partial<ResumeShowFlags> | undefined): ResumeShowFlags {
  return { ...DEFAULT_SHOW, ...show };
}
