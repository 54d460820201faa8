// A resume as a PDF: its settings pick the paper, the template, the sizes and the theme colour;
// the show flags what is printed. Fonts are Inter, embedded (fonts.ts), so the text is selectable.
import PDFDocument from 'pdfkit';
import type { components } from '@generated/schema';
import { completeSettings } from '../../../shared/resumes/defaults.ts';
import { drawClassic } from './classic.ts';
import { Pen } from './flow.ts';
import { registerInter } from './fonts.ts';
import { numberPages } from './footer.ts';
import { modelOf, type ResumeModel } from './model.ts';
import { drawModern } from './modern.ts';
import { styleOf } from './style.ts';

type S = components['schemas'];
type Template = (pen: Pen, model: ResumeModel) => void;

const TEMPLATES: Record<Required<S['ResumeSettings']>['template'], Template> = {
  classic: drawClassic,
  modern: drawModern,
};

/** `creator`: who the PDF says made it, the installation or a white-labelled board (white-label/powered-by.ts). */
export function renderResumePdf(resume: S['Resume'], creator?: string): Promise<Buffer> {
  const look = completeSettings(resume.settings);
  const style = styleOf(look);
  const model = modelOf(resume);
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: style.paper,
      margins: style.margin,
      // Pages stay open until the end: the page numbers need the count, the side column goes back.
      bufferPages: true,
      autoFirstPage: false,
      lang: 'en',
      displayTitle: true,
      info: {
        Title: `${model.name} – Resume`,
        Author: model.name,
        Subject: 'Resume',
        ...(creator ? { Creator: creator } : {}),
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      registerInter(doc);
      TEMPLATES[look.template](new Pen(doc, style), model);
      numberPages(doc, style);
      doc.end();
    } catch (e) {
      reject(e instanceof Error ? e : new Error(String(e)));
    }
  });
}
