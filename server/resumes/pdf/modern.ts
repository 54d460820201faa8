// The modern template: a side column tinted with the theme colour on every page, holding the
// contact details and the skills; the name and the other sections in the main column, each
// heading in the theme colour over a short bar. The side column is drawn after the main one, so
// it can run on over the pages the main column needed (and add one only if it needs more).
import { drawSection, drawSkills, type Heading } from './blocks.ts';
import { Flow, SideFlow, type Pen } from './flow.ts';
import type { ResumeModel } from './model.ts';

const bar = (flow: Flow) => {
  const { doc, style: s } = flow;
  const y = doc.y + 1.5;
  doc.save().rect(flow.column.x, y, 26, 2.2).fill(s.accent).restore();
  doc.y = y + 7;
};

const mainHeading: Heading = {
  height: (flow, title) => flow.measure(title, 'bold', flow.style.heading) + 9,
  draw: (flow, title) => {
    flow.use('bold', flow.style.heading, flow.style.accentText);
    flow.write(title);
    bar(flow);
  },
};

const sideHeading: Heading = {
  height: (flow, title) => flow.measure(title, 'bold', flow.style.body + 1.5) + 9,
  draw: (flow, title) => {
    flow.use('bold', flow.style.body + 1.5, flow.style.accentText);
    flow.write(title);
    bar(flow);
  },
};

export function drawModern(pen: Pen, model: ResumeModel): void {
  const { doc, style: s } = pen;
  const sideWidth = Math.round(s.paper[0] * 0.31);
  pen.background(() => doc.save().rect(0, 0, sideWidth, doc.page.height).fill(s.tint).restore());
  doc.addPage();
  const mainX = sideWidth + 24;
  const main = new Flow(pen, { x: mainX, width: doc.page.width - mainX - s.margin.right });
  main.use('bold', s.name, s.accentText);
  main.write(model.name);
  for (const section of model.sections) if (section.kind !== 'skills') drawSection(main, section, mainHeading, 1);

  const side = new SideFlow(pen, { x: 22, width: sideWidth - 22 - 16 });
  side.start();
  if (model.contact.length) {
    side.keep(sideHeading.height(side, 'Contact') + side.lineHeight('regular', s.small));
    sideHeading.draw(side, 'Contact');
    for (const c of model.contact) {
      side.keep(side.measure(c.text, 'regular', s.small));
      side.use('regular', s.small, s.text);
      side.write(c.text, side.column.x, { link: c.link });
      side.gap(3);
    }
  }
  if (model.skills) {
    side.gap(s.body * 1.3);
    side.keep(sideHeading.height(side, model.skills.title) + side.lineHeight('regular', s.body));
    sideHeading.draw(side, model.skills.title);
    drawSkills(side, model.skills, 1);
  }
}
