// The resume's sections in the order the builder and the preview show them (contract
// ResumeShowFlags); the look and show flags a resume has by default are shared/resumes/defaults.ts.
export const SECTION_KEYS = ['objective', 'experiences', 'education', 'projects', 'skills', 'customSections'] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];
