// Field extraction on resumes written by hand rather than by the corpus generator, in the styles
// it does not produce: a US one-pager with mixed job lines, an Indian fresher's CV with inline
// headings and a postal address.
import { describe, expect, it } from 'vitest';
import { SKILLS_MASTER } from '../test/parser-corpus/skills-master.ts';
import { extractFields } from './fields/extract-fields.ts';
import { linesOfPlainText } from './text/lines.ts';

const parse = (text: string) => extractFields(linesOfPlainText(text), SKILLS_MASTER, () => {});

const US = `JOHN DOE
Senior Backend Engineer
john.doe@gmail.com • (415) 555-0199 • San Francisco, CA • linkedin.com/in/johndoe
PROFESSIONAL SUMMARY
Backend engineer who likes boring technology and fast feedback loops.
WORK EXPERIENCE
Stripe, San Francisco, CA\tMar 2021 – Present
Senior Backend Engineer
• Built the ledger reconciliation service in Go handling 40M events a day
• Cut p99 latency of the payouts API from 900 ms to 120 ms
Lyft | Software Engineer | 2017 – 2021
- Worked on the dispatch platform (Python, Kafka)
EDUCATION
University of California, Berkeley — B.S. in Computer Science, 2013 – 2017, GPA 3.7
SKILLS
Languages: Go, Python, Java | Infra: AWS, Kubernetes, Terraform
CERTIFICATIONS
Certified Kubernetes Administrator (CNCF), 2022`;

const INDIA = `Curriculum Vitae
Ananya Iyer
Mobile: +91 99887 76655
Email: ananya.iyer92@example.in
Address: Flat 12, Shanti Nagar, Chennai, Tamil Nadu 600017
Career Objective:
To work in a challenging environment where I can use my skills in data analysis and grow with the organisation.
Educational Qualifications:
M.Sc (Statistics) - Madras Christian College, 2019-2021 - 82%
B.Sc Mathematics, Loyola College, Chennai (2016-2019) with 78%
Work Experience:
Data Analyst, Mu Sigma, Bengaluru (Aug 2021 - till date)
- Built weekly sales dashboards in Power BI and Excel for a US retailer
- Automated data cleaning with Python and Pandas
Technical Skills: Python, SQL, Power BI, Excel, Tableau, R
Languages Known: English, Tamil, Hindi
Declaration: I hereby declare that the above information is true.`;

describe('hand-written resumes', () => {
  it('reads a US one-pager whose jobs are printed two different ways', () => {
    const r = parse(US);
    expect(r).toMatchObject({
      name: 'John Doe',
      email: 'john.doe@gmail.com',
      countryCode: null,
      mobNo: '4155550199',
      location: 'San Francisco, CA',
      linkedIn: 'https://www.linkedin.com/in/johndoe',
      headline: 'Senior Backend Engineer',
      about: 'Backend engineer who likes boring technology and fast feedback loops.',
    });
    expect(r.experiences.map((e) => [e.title, e.comNm, e.from, e.to, e.isCurrent])).toEqual([
      ['Senior Backend Engineer', 'Stripe', '2021-03-01', null, true],
      ['Software Engineer', 'Lyft', '2017-01-01', '2021-01-01', false],
    ]);
    expect(r.educations).toMatchObject([
      {
        instiNm: 'University of California, Berkeley',
        qualification: 'B.S',
        fieldOfStudy: 'Computer Science',
        grade: '3.7 GPA',
      },
    ]);
    expect(r.skillIds.map((s) => s.nm)).toEqual(['Go', 'Python', 'Java', 'AWS', 'Kubernetes', 'Terraform', 'Kafka']);
    expect(r.skillIds.find((s) => s.nm === 'Kafka')?.confidence).toBeLessThan(0.7);
    expect(r.certificates).toMatchObject([
      { title: 'Certified Kubernetes Administrator', issuedBy: 'CNCF', from: '2022-01-01' },
    ]);
    expect(r.warnings).toEqual([]);
  });

  it('reads an Indian CV with inline headings, a postal address and a job still held', () => {
    const r = parse(INDIA);
    expect(r).toMatchObject({
      name: 'Ananya Iyer',
      countryCode: '+91',
      mobNo: '9988776655',
      location: 'Chennai, Tamil Nadu',
      headline: 'Data Analyst',
    });
    expect(r.about).toMatch(/^To work in a challenging environment/);
    expect(r.experiences).toMatchObject([
      { title: 'Data Analyst', comNm: 'Mu Sigma', from: '2021-08-01', isCurrent: true },
    ]);
    expect(r.educations).toMatchObject([
      {
        instiNm: 'Madras Christian College',
        qualification: 'M.Sc',
        fieldOfStudy: 'Statistics',
        grade: '82%',
        to: '2021-01-01',
      },
      {
        instiNm: 'Loyola College',
        qualification: 'B.Sc',
        fieldOfStudy: 'Mathematics',
        grade: '78%',
        from: '2016-01-01',
      },
    ]);
    expect(r.skillIds.filter((s) => s.id).map((s) => s.nm)).toEqual([
      'Python',
      'SQL',
      'Power BI',
      'Excel',
      'Tableau',
      'Pandas',
    ]);
    expect(r.skillIds).toContainEqual({ nm: 'R', confidence: 0.55 });
  });

  it('warns about what it could not read', () => {
    const r = parse(`Priya Sharma\nEXPERIENCE\nConsultant — Acme Corp\n• Advised clients on their cloud spend`);
    expect(r.warnings).toEqual([
      'No e-mail address found.',
      'No phone number found.',
      'No dates found for the job at Acme Corp.',
      'No skills found.',
    ]);
    expect(r.confidence.email).toBe(0);
    // The same job with its dates would be surer.
    expect(r.experiences[0]?.confidence ?? 1).toBeLessThan(parse(US).experiences[1]?.confidence ?? 0);
  });
});
