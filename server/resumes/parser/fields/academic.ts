// The words of education entries: degrees ('B.Tech', 'Bachelor of Science', 'MBA', 'PhD'), the
// words that name an institute ('University', 'Institute', 'IIT'), and grades ('8.7 CGPA',
// '3.8 GPA', 'First Class'). Both the Education section and the reading without headings use them.

// Unambiguous degree names; the bare two-letter forms (BE, BS, MS, BA, MA) only with dots or
// followed by 'in'/'of', since 'MS Excel' or a sentence's 'BE' are no degrees.
const DEGREE = new RegExp(
  [
    // 'Master' alone is no degree ('Scrum Master'): it needs 'of …', 'Degree', an apostrophe or 'in …'.
    String.raw`\b(?:Bachelor|Master)\s+of\s+(?:Arts|Science|Sciences|Technology|Engineering|Commerce|Business Administration|Computer Applications|Fine Arts|Laws|Education|Architecture|Pharmacy|Philosophy|Design|Social Work|Public Health)`,
    String.raw`\b(?:Bachelor|Master)(?:'s|’s)(?:\s+Degree)?|\b(?:Bachelor|Master)\s+Degree|\b(?:Bachelors?|Masters?)(?=\s+in\s)`,
    String.raw`\bDoctor\s+of\s+(?:Philosophy|Medicine|Science)`,
    String.raw`\bAssociate(?:'s|’s)?\s+(?:Degree|of\s+(?:Arts|Science|Applied Science))`,
    String.raw`\bPost\s*-?\s*Graduate\s+Diploma|\bPG\s+Diploma|\bDiploma\b`,
    String.raw`\bB\.?\s?Tech\b\.?|\bM\.?\s?Tech\b\.?|\bB\.\s?E\.|\bM\.\s?E\.|\bB\.?\s?Sc\b\.?|\bM\.?\s?Sc\b\.?|\bB\.\s?S\.|\bM\.\s?S\.|\bB\.\s?A\.|\bM\.\s?A\.`,
    String.raw`\bB\.?\s?Com\b\.?|\bM\.?\s?Com\b\.?|\bBCA\b|\bMCA\b|\bBBA\b|\bMBA\b|\bPGDM\b|\bEMBA\b|\bPh\.?\s?D\b\.?|\bD\.?\s?Phil\b\.?`,
    String.raw`\bLL\.?\s?B\b\.?|\bLL\.?\s?M\b\.?|\bMBBS\b|\bB\.?\s?Arch\b\.?|\bB\.?\s?Pharm\b\.?|\bB\.?\s?Ed\b\.?|\bM\.?\s?Ed\b\.?`,
    String.raw`\b(?:BE|BS|MS|BA|MA|ME|BEng|MEng|BSc|MSc)(?=\s+(?:in|of)\b|\s*[,(–—-])`,
    String.raw`\bHigher\s+Secondary(?:\s+Certificate)?|\bSenior\s+Secondary|\bSecondary\s+School(?:\s+Certificate)?|\bHSC\b|\bSSC\b|\bHigh\s+School(?:\s+Diploma)?|\bA[- ]Levels?\b|\bGCSEs?\b|\bAbitur\b|\bClass\s+(?:XII|X|12|10)\b|\b(?:12|10)th\b`,
  ].join('|'),
  'i',
);

export type DegreeMatch = { text: string; start: number; end: number };

export function degreeIn(text: string): DegreeMatch | null {
  const m = DEGREE.exec(text);
  return m ? { text: m[0].trim(), start: m.index, end: m.index + m[0].length } : null;
}

const INSTITUTE =
  /\b(?:University|Universit[yéäà]t?|Universidad|Università|Universiteit|Uniwersytet|College|Institute|Institut|School|Academy|Polytechnic|Politecnico|Conservatory|Vidyalaya|Vidyapeeth|Vidyapith|Mahavidyalaya|IIT|IIM|NIT|IIIT|BITS|IISc|MIT|ETH|EPFL|UCLA|NYU|KTH|TU)\b/i;

export const hasInstituteWord = (text: string) => INSTITUTE.test(text);

export type GradeMatch = { text: string; start: number; end: number };

const GRADES: { re: RegExp; format: (m: RegExpExecArray) => string }[] = [
  {
    re: /\b(\d{1,2}(?:\.\d{1,2})?)\s*(?:\/\s*(?:10|4(?:\.0)?)\s*)?(CGPA|GPA|CPI|SGPA)\b/i,
    format: (m) => `${m[1]} ${(m[2] ?? '').toUpperCase()}`,
  },
  {
    re: /\b(CGPA|GPA|CPI|SGPA)\s*(?:of|:|-)?\s*(\d{1,2}(?:\.\d{1,2})?)(?:\s*\/\s*(?:10|4(?:\.0)?))?/i,
    format: (m) => `${m[2]} ${(m[1] ?? '').toUpperCase()}`,
  },
  { re: /\b(\d{2}(?:\.\d{1,2})?)\s*%/, format: (m) => `${m[1]}%` },
  {
    re: /\b(?:First Class(?: with Distinction| Honou?rs)?|Second Class(?: Upper| Lower)?|Upper Second(?:-Class)?(?: Honou?rs)?|Lower Second(?:-Class)?|2:1|2:2|Distinction|(?:Summa|Magna)? ?Cum Laude|First-Class Honou?rs)\b/i,
    format: (m) => m[0].trim(),
  },
];

/** The grade in the text, as '8.7 CGPA', '3.8 GPA', '78%' or the class as printed. */
export function gradeIn(text: string): (GradeMatch & { grade: string }) | null {
  for (const { re, format } of GRADES) {
    const m = re.exec(text);
    if (m) return { text: m[0], start: m.index, end: m.index + m[0].length, grade: format(m) };
  }
  return null;
}
