// The pieces both templates draw, as the PDF draws them (server/resumes/pdf/blocks.ts): lines as
// bullets (a coloured •) or as one paragraph, an entry (bold title with its date on the right, the
// company or school with the grades on the right, then its lines), and a row of skills.
import type { ReactNode } from 'react';
import { bulletsFor, linesOf, paragraphOf } from '@shared/resumes/lines.ts';
import { pt, type Look } from './look';

export function Lines({ text, bullets, look }: { text: string | null | undefined; bullets: boolean; look: Look }) {
  const lines = linesOf(text);
  if (lines.length === 0) return null;
  if (!bulletsFor(lines, bullets)) return <p style={{ margin: 0 }}>{paragraphOf(lines)}</p>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {lines.map((line, i) => (
        <Bullet key={i} look={look}>
          {line}
        </Bullet>
      ))}
    </ul>
  );
}

export function Bullet({ look, children }: { look: Look; children: ReactNode }) {
  return (
    <li style={{ display: 'flex' }}>
      <span aria-hidden style={{ width: pt(look.body * 1.2), flex: 'none', color: look.accentText }}>
        •
      </span>
      <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</span>
    </li>
  );
}

function Pair({ left, right, look, bold }: { left: string; right?: string | null; look: Look; bold: boolean }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: pt(8) }}>
      <span
        style={
          bold
            ? { fontWeight: 700, fontSize: pt(look.entryTitle), color: look.text }
            : { fontWeight: 600, color: look.muted }
        }
      >
        {left}
      </span>
      {right ? (
        <span style={{ fontSize: pt(look.small), color: look.muted, whiteSpace: 'nowrap' }}>{right}</span>
      ) : null}
    </div>
  );
}

type EntryProps = {
  look: Look;
  /** Entries after the first keep a gap above them. */
  first: boolean;
  title: string;
  subtitle?: string | null;
  date?: string | null;
  aside?: string | null;
  text?: string | null;
  bullets: boolean;
};

export function Entry({ look, first, title, subtitle, date, aside, text, bullets }: EntryProps) {
  const hasLines = linesOf(text).length > 0;
  return (
    <div style={{ marginTop: first ? 0 : pt(look.body * 0.8) }}>
      <Pair left={title} right={date} look={look} bold />
      {subtitle ? <Pair left={subtitle} right={aside} look={look} bold={false} /> : null}
      {hasLines ? (
        <div style={{ marginTop: pt(look.body * 0.2) }}>
          <Lines text={text} bullets={bullets} look={look} />
        </div>
      ) : null}
    </div>
  );
}

/** Skills as bullets row by row in `columns` columns, or inline with middle dots. */
export function SkillList({
  skills,
  bullets,
  columns,
  look,
}: {
  skills: string[];
  bullets: boolean;
  columns: number;
  look: Look;
}) {
  if (!bullets) return <p style={{ margin: 0 }}>{skills.join(' · ')}</p>;
  return (
    <ul
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
      }}
    >
      {skills.map((s, i) => (
        <Bullet key={i} look={look}>
          {s}
        </Bullet>
      ))}
    </ul>
  );
}
