// The two layouts of the PDF in HTML (server/resumes/pdf/classic.ts and modern.ts). Classic: one
// column, the name with the contact details on a line below, each heading in the theme colour with
// a rule of that colour under it, skills in three columns. Modern: a side column tinted with the
// theme colour (31% of the page) with the contact details and the skills; the name, in the theme
// colour, and the other sections in the main column, each heading over a short coloured bar.
import { t } from '@lingui/core/macro';
import type { CSSProperties } from 'react';
import { Entry, Lines, SkillList } from './blocks';
import { pt, type Look } from './look';
import type { PreviewModel, PreviewSection } from './model';

type Heading = (title: string) => React.ReactNode;

function Bar({ look }: { look: Look }) {
  return (
    <div
      aria-hidden
      style={{ width: pt(26), height: pt(2.2), background: look.accent, margin: `${pt(1.5)} 0 ${pt(7)}` }}
    />
  );
}

function SectionBody({ section, look, skillColumns }: { section: PreviewSection; look: Look; skillColumns: number }) {
  if (section.kind === 'text') return <Lines text={section.text} bullets={section.bullets} look={look} />;
  if (section.kind === 'skills')
    return <SkillList skills={section.skills} bullets={section.bullets} columns={skillColumns} look={look} />;
  return (
    <>
      {section.entries.map((e, i) => (
        <Entry key={i} look={look} first={i === 0} {...e} bullets={section.bullets} />
      ))}
    </>
  );
}

function Sections({
  model,
  look,
  heading,
  skillColumns,
  skip,
}: {
  model: PreviewModel;
  look: Look;
  heading: Heading;
  skillColumns: number;
  skip?: PreviewSection['kind'];
}) {
  return (
    <>
      {model.sections
        .filter((s) => s.kind !== skip)
        .map((s, i) => (
          <section key={`${s.title}-${i}`} aria-label={s.title} style={{ marginTop: pt(look.body * 1.3) }}>
            {heading(s.title)}
            <SectionBody section={s} look={look} skillColumns={skillColumns} />
          </section>
        ))}
    </>
  );
}

const headingText = (look: Look, size: number): CSSProperties => ({
  margin: 0,
  fontSize: pt(size),
  fontWeight: 700,
  lineHeight: 1.25,
  color: look.accentText,
});

function Name({ model, look, colour }: { model: PreviewModel; look: Look; colour: string }) {
  return (
    <p
      data-testid="preview-name"
      style={{
        margin: 0,
        fontSize: pt(look.name),
        fontWeight: 700,
        lineHeight: 1.2,
        color: model.name ? colour : '#adb5bd',
      }}
    >
      {model.name || t`Your name`}
    </p>
  );
}

export function ClassicTemplate({ model, look }: { model: PreviewModel; look: Look }) {
  const { margin } = look;
  const heading: Heading = (title) => (
    <h3
      style={{
        ...headingText(look, look.heading),
        paddingBottom: pt(1),
        borderBottom: `1pt solid ${look.accent}`,
        marginBottom: pt(6),
      }}
    >
      {title}
    </h3>
  );
  return (
    <div style={{ padding: `${pt(margin.top)} ${pt(margin.right)} ${pt(margin.bottom)} ${pt(margin.left)}` }}>
      <Name model={model} look={look} colour={look.text} />
      {model.contact.length > 0 ? (
        <p style={{ margin: `${pt(2)} 0 0`, fontSize: pt(look.small), color: look.muted }}>
          {model.contact.join('   |   ')}
        </p>
      ) : null}
      <Sections model={model} look={look} heading={heading} skillColumns={3} />
    </div>
  );
}

export function ModernTemplate({ model, look }: { model: PreviewModel; look: Look }) {
  const sideWidth = Math.round(look.paper.width * 0.31);
  const skills = model.sections.find((s) => s.kind === 'skills');
  const mainHeading: Heading = (title) => (
    <>
      <h3 style={headingText(look, look.heading)}>{title}</h3>
      <Bar look={look} />
    </>
  );
  const sideHeading = (title: string) => (
    <>
      <h3 style={headingText(look, look.body + 1.5)}>{title}</h3>
      <Bar look={look} />
    </>
  );
  return (
    <div style={{ display: 'grid', gridTemplateColumns: `${pt(sideWidth)} minmax(0, 1fr)`, minHeight: 'inherit' }}>
      <aside
        data-testid="preview-side"
        style={{
          background: look.tint,
          padding: `${pt(look.margin.top)} ${pt(16)} ${pt(look.margin.bottom)} ${pt(22)}`,
        }}
      >
        {model.contact.length > 0 ? (
          <section aria-label={t`Contact`}>
            {sideHeading(t`Contact`)}
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, fontSize: pt(look.small) }}>
              {model.contact.map((c) => (
                <li key={c} style={{ marginBottom: pt(3), overflowWrap: 'anywhere' }}>
                  {c}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {skills ? (
          <section aria-label={t`Skills`} style={{ marginTop: model.contact.length > 0 ? pt(look.body * 1.3) : 0 }}>
            {sideHeading(skills.title)}
            <SectionBody section={skills} look={look} skillColumns={1} />
          </section>
        ) : null}
      </aside>
      <div style={{ padding: `${pt(look.margin.top)} ${pt(look.margin.right)} ${pt(look.margin.bottom)} ${pt(24)}` }}>
        <Name model={model} look={look} colour={look.accentText} />
        <Sections model={model} look={look} heading={mainHeading} skillColumns={1} skip="skills" />
      </div>
    </div>
  );
}
