// Words that mark a job title and words that mark a company, to tell which part of
// 'Senior Engineer — Acme Corp' or 'Acme Corp, Pune | Jul 2022 – Present' is which.

const list = (names: string) => names.split('|').map((n) => n.trim());

const TITLE_WORDS = new Set(
  list(`
  engineer | developer | programmer | architect | scientist | analyst | manager | consultant | designer |
  administrator | admin | specialist | coordinator | officer | executive | director | lead | head | intern |
  trainee | associate | assistant | accountant | auditor | nurse | teacher | lecturer | professor | researcher |
  technician | tester | writer | editor | recruiter | strategist | owner | founder | co-founder | cto | ceo |
  cfo | coo | vp | president | supervisor | representative | advisor | adviser | operator | planner |
  marketer | economist | statistician | pharmacist | physician | doctor | attorney | lawyer | paralegal |
  clerk | agent | partner | principal | fellow | instructor | tutor | mentor | sre | devops | qa | sdet |
  ux | ui | sde | swe | product | data | software | frontend | front-end | backend | back-end |
  full-stack | fullstack | staff | senior | junior | chief | member of technical staff
`),
);

const COMPANY_WORDS = new Set(
  list(`
  inc | inc. | incorporated | ltd | ltd. | limited | llc | llp | plc | pvt | pvt. | private | corp | corp. |
  corporation | company | co | co. | gmbh | ag | sa | s.a. | bv | b.v. | nv | oy | ab | kk | pte | pty |
  technologies | technology | tech | solutions | systems | software | labs | lab | group | bank | consulting |
  consultancy | services | studios | studio | networks | analytics | ventures | partners | industries |
  enterprises | holdings | foundation | hospital | infotech | digital | media | global | international |
  capital | financial | insurance | pharma | pharmaceuticals | motors | airlines | telecom | energy |
  retail | logistics | health | healthcare | agency | university | institute | council | ministry
`),
);

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s,()/]+/)
    .filter(Boolean);

/** How much the text reads as a job title: its title words, with the head noun counting double. */
export function titleScore(text: string): number {
  const ws = words(text);
  if (!ws.length || ws.length > 8) return 0;
  let score = 0;
  for (const w of ws) if (TITLE_WORDS.has(w)) score += 1;
  const last = ws[ws.length - 1] ?? '';
  if (TITLE_WORDS.has(last)) score += 1;
  return score;
}

/** How much the text reads as a company: a legal form or trade word ('Ltd', 'Technologies', 'Bank'). */
export function companyScore(text: string): number {
  const ws = words(text);
  if (!ws.length || ws.length > 8) return 0;
  let score = 0;
  for (const w of ws) if (COMPANY_WORDS.has(w)) score += 1;
  return score;
}

const ACTION_VERBS = new Set(
  list(`
  built | led | designed | developed | managed | implemented | created | improved | reduced | increased |
  migrated | owned | mentored | wrote | shipped | launched | delivered | automated | optimised | optimized |
  maintained | drove | ran | worked | collaborated | coordinated | analysed | analyzed | handled |
  supported | established | introduced | integrated | architected | researched | trained | prepared |
  conducted | organised | organized | negotiated | streamlined | cut | grew | won | achieved | authored |
  build | lead | design | develop | manage | implement | create | improve | reduce | own | mentor |
  responsible | contributed | participated | assisted | helped | used | set | scaled | modernised |
  modernized | rebuilt | refactored | deployed | configured | monitored | tested | resolved
`),
);

/** Whether the line opens with a verb of doing, as description lines do ('Built…', 'Led…'). */
export function startsWithActionVerb(text: string): boolean {
  const first =
    text
      .trim()
      .split(/\s+/)[0]
      ?.toLowerCase()
      .replace(/[^a-z]/g, '') ?? '';
  return ACTION_VERBS.has(first);
}
