// The jobs widget's look and words, one for the script's shadow DOM and the iframe's page, so a
// company's jobs look the same whichever snippet it pasted. Every rule is scoped to the widget's
// own classes and starts from `all: initial`, so the host page's styles never reach in.

export type WidgetColors = { primary: string; text: string; background: string; accent: string };

const HEX = /^#[0-9a-f]{6}$/i;
const FALLBACK: WidgetColors = { primary: '#1c7ed6', text: '#212529', background: '#ffffff', accent: '#f08c00' };

/** Only #rrggbb reaches the style sheet: the colours come over the network. */
export function safeColors(c: Partial<Record<keyof WidgetColors, unknown>>): WidgetColors {
  const pick = (k: keyof WidgetColors) => {
    const v = c[k];
    return typeof v === 'string' && HEX.test(v) ? v : FALLBACK[k];
  };
  return { primary: pick('primary'), text: pick('text'), background: pick('background'), accent: pick('accent') };
}

/** `root` is `:host` in the shadow DOM and `body` on the iframe's page. */
export function widgetCss(colors: WidgetColors, root: ':host' | 'body'): string {
  const c = safeColors(colors);
  // The iframe's page is the whole frame: its edge needs room; on a host page the host places it.
  const pad = root === 'body' ? '4px 16px' : '0';
  return `${root}{all:initial;display:block;padding:${pad};font:15px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:${c.text};background:${c.background}}
.jw{padding:12px 0;margin:0}
.jw *{box-sizing:border-box}
.jw-h{font-size:18px;font-weight:700;margin:0 0 8px;color:${c.text}}
.jw-list{list-style:none;margin:0;padding:0}
.jw-item{padding:10px 0;border-top:1px solid ${c.text}22}
.jw-item:first-child{border-top:0}
.jw-title{font-size:16px;font-weight:600;margin:0}
.jw a{color:${c.primary};text-decoration:underline;text-underline-offset:2px}
.jw a:hover{text-decoration-thickness:2px}
.jw a:focus-visible{outline:2px solid ${c.primary};outline-offset:2px;border-radius:2px}
.jw-meta{margin:2px 0 0;font-size:13px;opacity:.85}
.jw-all,.jw-empty,.jw-note{margin:8px 0 0;font-size:14px}`;
}

/** FULL_TIME → "Full time". */
export function employmentLabel(type: string): string {
  const words = type.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const widgetTexts = {
  heading: (company: string) => `Open jobs at ${company}`,
  all: (board: string) => `All jobs on ${board}`,
  empty: 'No open jobs right now.',
  refused: 'These jobs cannot be shown on this site.',
};

export type WidgetJob = {
  title: string;
  url: string;
  place: string;
  category: string;
  employmentType: string;
};

export const metaOf = (job: WidgetJob) =>
  [job.place, job.category, employmentLabel(job.employmentType)].filter(Boolean).join(' · ');
