// The board's word for "Job" in an ICU message's own text (docs/job-heading.md): its literal text
// and the texts of its plural and select cases, never an argument's name, type or case keys, so
// `{job} was saved` keeps its placeholder and `{count, plural, one {# job} other {# jobs}}` says
// `# role` and `# roles`. Quoted text ('{' and '}') is text. Never throws: an unclosed argument is
// copied as it is.
import { applyJobHeading, type JobHeading } from '../job-heading.ts';

const CASED = new Set(['plural', 'select', 'selectordinal']);

/** The index of the `}` closing the `{` at `open`, or the text's end. */
function closing(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if (s[i] === '{') depth++;
    else if (s[i] === '}' && --depth === 0) return i;
  }
  return s.length;
}

/** A message from `from` up to an unmatched `}` (not consumed): [its text headed, where it stopped]. */
function message(s: string, from: number, h: JobHeading): [string, number] {
  let out = '';
  let text = '';
  let i = from;
  while (i < s.length && s[i] !== '}') {
    const c = s[i] ?? '';
    if (c === "'" && s[i + 1] === "'") {
      text += "''";
      i += 2;
    } else if (c === "'" && '{}#|'.includes(s[i + 1] ?? ' ')) {
      const end = s.indexOf("'", i + 1);
      const stop = end < 0 ? s.length : end + 1;
      text += s.slice(i, stop);
      i = stop;
    } else if (c === '{') {
      out += applyJobHeading(text, h);
      text = '';
      const [arg, next] = argument(s, i, h);
      out += arg;
      i = next;
    } else {
      text += c;
      i++;
    }
  }
  return [out + applyJobHeading(text, h), i];
}

/** The argument opening at `open`: [it, its cases' texts headed, the index after its `}`]. */
function argument(s: string, open: number, h: JobHeading): [string, number] {
  const end = closing(s, open);
  const head = /^\{\s*[^\s,{}]+\s*,\s*([a-z]+)\s*,/.exec(s.slice(open, end));
  if (!head || !CASED.has(head[1] ?? '')) return [s.slice(open, end + 1), end + 1];
  let out = head[0];
  let i = open + head[0].length;
  while (i < end) {
    const brace = s.indexOf('{', i);
    if (brace < 0 || brace > end) break;
    out += s.slice(i, brace + 1); // the case's key (`one`, `=0`, `offset:1 other`) as written
    const [text, stop] = message(s, brace + 1, h);
    out += `${text}}`;
    i = stop + 1;
  }
  return [out + s.slice(i, end + 1), end + 1];
}

export function applyJobHeadingToMessage(text: string, h: JobHeading): string {
  let out = '';
  let i = 0;
  // A stray `}` at the top level is text: go on after it.
  for (;;) {
    const [part, stop] = message(text, i, h);
    out += part;
    if (stop >= text.length) return out;
    out += '}';
    i = stop + 1;
  }
}
