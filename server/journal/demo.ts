// The demo boards' journal: three published articles of the kind a hiring board writes, through
// the same text rules as the console (sanitised body, reading time), dated over the last weeks.
import type { Db } from '../db/database.ts';
import { insertArticle } from './articles-repo.ts';
import { cleanBody, readingMinutes } from './text.ts';

type DemoArticle = { slug: string; title: string; excerpt: string; author: string; daysAgo: number; body: string };

const DAY = 86_400_000;

function articles(board: string): DemoArticle[] {
  return [
    {
      slug: 'how-to-write-a-cv-recruiters-read-to-the-end',
      title: 'How to write a CV recruiters read to the end',
      excerpt:
        'Recruiters spend seconds on a first pass. Six changes that keep them reading, from the top third to the last line.',
      author: 'Priya Nair',
      daysAgo: 3,
      body: `<p>Most CVs on ${board} get a first look of well under a minute. That is not a reason to cut everything; it is a reason to put the right things where the eye lands first.</p>
<h2>Lead with what you did, not what you were</h2>
<p>“Responsible for the warehouse team” says little. “Led a team of 14 pickers and cut order errors by a third in six months” tells a hiring manager what you will do for them.</p>
<h2>One page per ten years</h2>
<p>Early in your career one page is plenty. Keep older roles to a line each and give the space to the last three or four years.</p>
<h2>Match the words of the job</h2>
<ul><li>Use the job title the advert uses, if it is honestly yours.</li><li>Name the tools and certifications the advert asks for, where you have them.</li><li>Keep the skills section short and specific.</li></ul>
<h2>Check it like an employer would</h2>
<p>Read it on a phone. Many hiring managers do. If a line wraps into a wall of text, break it up.</p>`,
    },
    {
      slug: 'five-questions-to-ask-at-the-end-of-an-interview',
      title: 'Five questions to ask at the end of an interview',
      excerpt:
        'Interviews go both ways. These five questions tell you how a team really works before you sign anything.',
      author: 'Rohan Desai',
      daysAgo: 12,
      body: `<p>“Do you have any questions for us?” is not a formality. It is your best chance to find out what the job is like on an ordinary Tuesday.</p>
<ol><li><strong>What does a good first three months look like?</strong> You learn what they expect and how soon.</li><li><strong>How is the team’s work planned?</strong> Weekly plans, a ticket queue or whoever shouts loudest: the answer says a lot.</li><li><strong>Who did this job before, and where are they now?</strong> A promotion is a good sign; three people in a year is not.</li><li><strong>How are disagreements settled?</strong> Listen for examples, not slogans.</li><li><strong>What are the next steps, and when will I hear?</strong> It shows you are organised, and it saves you a week of waiting.</li></ol>
<p>Write the answers down straight after the interview. When two offers arrive at once, you will be glad you did.</p>`,
    },
    {
      slug: 'what-employers-on-our-board-are-hiring-for-this-quarter',
      title: `What employers on ${board} are hiring for this quarter`,
      excerpt:
        'Operations, software and customer support lead the openings this quarter, with more roles offering hybrid work than a year ago.',
      author: 'Ananya Sharma',
      daysAgo: 26,
      body: `<p>Every quarter we look at the jobs posted on ${board} and the applications they receive. Here is what stood out.</p>
<h2>Where the openings are</h2>
<p>Operations and logistics roles remain the largest group, followed by software development and customer support. Finance roles grew fastest from a small base.</p>
<h2>Hybrid is the new default</h2>
<p>More than a third of new jobs offer hybrid work, up from about a quarter a year ago. Fully remote roles held steady.</p>
<h2>What this means if you are looking</h2>
<p>Set up a job alert for the categories you care about: the best roles are often filled within two weeks of posting.</p>`,
    },
  ];
}

export async function seedDemoArticles(db: Db, clientId: string, board: string, now: Date = new Date()): Promise<void> {
  for (const a of articles(board)) {
    const body = cleanBody(a.body);
    const at = new Date(now.getTime() - a.daysAgo * DAY);
    await insertArticle(db, clientId, {
      slug: a.slug,
      title: a.title,
      excerpt: a.excerpt,
      cover_image: null,
      author_name: a.author,
      body_html: body,
      reading_minutes: readingMinutes(body),
      created_by: null,
      status: 'published',
      published_at: at,
      created_at: at,
      updated_at: at,
    });
  }
}
