// The classic template: one column; the name, the contact details on a line below it, and each
// section under a heading in the theme colour with a rule of that colour beneath it.
import { drawInline, drawSection, type Heading } from './blocks.ts';
import { Flow, type Pen } from './flow.ts';
import type { ResumeModel } from './model.ts';

const heading: Heading = {
  height: (flow, title) => flow.measure(title, 'bold', flow.style.heading) + 7,
  draw: (flow, title) => {
    const { doc, style: s } = flow;
    const { x, width } = flow.column;
    flow.use('bold', s.heading, s.accentText);
    flow.write(title);
    const y = doc.y + 1;
    doc
      .save()
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(1)
      .strokeColor(s.accent)
      .stroke()
      .restore();
    doc.y = y + 6;
  },
};

export function drawClassic(pen: Pen, model: ResumeModel): void {
  const { doc, style: s } = pen;
  doc.addPage();
  const flow = new Flow(pen, { x: s.margin.left, width: doc.page.width - s.margin.left - s.margin.right });
  flow.use('bold', s.name, s.text);
  flow.write(model.name);
  if (model.contact.length) {
    doc.y += 2;
    drawInline(flow, model.contact, { sep: '   |   ', size: s.small, colour: s.muted });
  }
  for (const section of model.sections) drawSection(flow, section, heading, 3);
}
