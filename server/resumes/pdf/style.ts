// The PDF's measures and colours: the resume's own (shared/resumes/measures.ts, which the builder's
// preview draws with too, so the preview shows the page printed here) and the gap between lines
// the PDF's text flow adds.
import { resumeMeasures, type ResumeMeasures } from '../../../shared/resumes/measures.ts';
import type { ResumeLook } from '../../../shared/resumes/defaults.ts';

export type Style = ResumeMeasures & { lineGap: number };

export function styleOf(look: ResumeLook): Style {
  const measures = resumeMeasures(look);
  return { ...measures, lineGap: measures.body * 0.3 };
}
