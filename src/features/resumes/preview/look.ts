// The measures and colours of the two resume templates: the PDF renderer's own
// (shared/resumes/measures.ts), with the paper as width and height: points for sizes (CSS draws pt,
// and at zoom 1 the preview is the page at 96 dpi).
import { resumeMeasures, type ResumeMeasures } from '@shared/resumes/measures.ts';
import type { ResumeLook } from '@shared/resumes/defaults.ts';

export const PX_PER_PT = 96 / 72;

export type Look = Omit<ResumeMeasures, 'paper'> & { paper: { width: number; height: number } };

export function lookOf(settings: ResumeLook): Look {
  const { paper, ...measures } = resumeMeasures(settings);
  return { ...measures, paper: { width: paper[0], height: paper[1] } };
}

export const pt = (n: number) => `${Math.round(n * 100) / 100}pt`;
