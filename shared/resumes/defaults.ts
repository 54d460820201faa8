// The look and show flags a resume takes when it does not say otherwise (contract ResumeSettings,
// ResumeShowFlags: theme colour '#1c7ed6', header size medium, font size small, classic on A4,
// every section shown with bullets). The server keeps stored settings complete, so the renderer
// and the views never meet a missing value (the request validator fills the contract's defaults
// in too; these keep the stored value complete whatever reaches the handler); the builder fills
// them so its preview never depends on a field an older resume lacks.
import type { components } from '@generated/schema';

type S = components['schemas'];
export type ResumeLook = Required<S['ResumeSettings']>;
export type ShowFlags = S['ResumeShowFlags'];

export const DEFAULT_THEME_COLOR = '#1c7ed6';

export const DEFAULT_SETTINGS: ResumeLook = {
  themeColor: DEFAULT_THEME_COLOR,
  headerSize: 'medium',
  fontSize: 'small',
  template: 'classic',
  paperSize: 'A4',
};

const shown = { content: true, bullets: true } as const;

export const DEFAULT_SHOW: ShowFlags = {
  objective: { ...shown },
  experiences: { ...shown },
  education: { ...shown },
  projects: { ...shown },
  skills: { ...shown },
  customSections: { ...shown },
};

/**
 * Settings complete: those sent with the defaults for what they leave out, or stored ones read
 * back (a row written before a setting existed still renders with the default for it).
 */
export function completeSettings(stored: Partial<ResumeLook> | null | undefined): ResumeLook {
  return { ...DEFAULT_SETTINGS, ...stored };
}

export function completeShow(stored: Partial<ShowFlags> | null | undefined): ShowFlags {
  return { ...DEFAULT_SHOW, ...stored };
}
