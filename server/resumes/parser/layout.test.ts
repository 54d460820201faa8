// Reading order from positions: two columns read one after the other under a full-width header,
// and a one-column page with right-aligned dates kept as one column.
import { describe, expect, it } from 'vitest';
import { linesOfPage, type PlacedText } from './text/layout.ts';

const at = (str: string, x: number, y: number, width: number, size = 10): PlacedText => ({ str, x, y, width, size });

describe('page layout', () => {
  it('reads a sidebar page column by column, after the full-width header', () => {
    const items = [
      at('Priya Sharma — Senior Software Engineer', 40, 40, 420, 20),
      ...['Contact', 'priya@example.com', '+91 98230 12345', 'Pune, Maharashtra', 'Skills', 'Node.js', 'React'].map(
        (t, i) => at(t, 40, 100 + i * 14, 140),
      ),
      ...[
        'Experience',
        'Razorpay',
        'Senior Software Engineer',
        '• Built the settlement service',
        '• Mentored four engineers',
      ].map((t, i) => at(t, 230, 100 + i * 14, 300)),
    ];
    expect(linesOfPage(items).map((l) => l.text)).toEqual([
      'Priya Sharma — Senior Software Engineer',
      'Contact',
      'priya@example.com',
      '+91 98230 12345',
      'Pune, Maharashtra',
      'Skills',
      'Node.js',
      'React',
      'Experience',
      'Razorpay',
      'Senior Software Engineer',
      '• Built the settlement service',
      '• Mentored four engineers',
    ]);
  });

  it('keeps a one-column page with right-aligned dates as one column, the dates after a tab', () => {
    const items = [
      at('Senior Engineer — Acme Corp', 50, 100, 180),
      at('Jul 2022 – Present', 455, 100, 90),
      at('• Built the payments gateway used by two million people every single day', 50, 114, 480),
      at('Engineer — Globex', 50, 140, 120),
      at('Jan 2019 – Jun 2022', 450, 140, 95),
      at('• Wrote the merchant dashboard and its reporting', 50, 154, 300),
      at('Education', 50, 180, 60),
      at('IIT Bombay', 50, 194, 70),
      at('2014 – 2018', 485, 194, 60),
    ];
    expect(linesOfPage(items).map((l) => l.text)).toEqual([
      'Senior Engineer — Acme Corp\tJul 2022 – Present',
      '• Built the payments gateway used by two million people every single day',
      'Engineer — Globex\tJan 2019 – Jun 2022',
      '• Wrote the merchant dashboard and its reporting',
      'Education',
      'IIT Bombay\t2014 – 2018',
    ]);
  });

  it('does not take a column of right-aligned dates for a second column', () => {
    const items = ['Acme Corp', 'Globex', 'Initech', 'Hooli'].flatMap((company, i) => [
      at(company, 50, 100 + i * 14, 60),
      at(`${2015 + i} – ${2016 + i}`, 480, 100 + i * 14, 60),
    ]);
    expect(linesOfPage(items).map((l) => l.text)).toEqual([
      'Acme Corp\t2015 – 2016',
      'Globex\t2016 – 2017',
      'Initech\t2017 – 2018',
      'Hooli\t2018 – 2019',
    ]);
  });

  it('joins runs of one line with spaces where there is a word gap, and none inside a word', () => {
    const items = [at('Ł', 50, 100, 6), at('ukasz', 56, 100, 28), at('Kowalski', 87, 100, 40)];
    expect(linesOfPage(items).map((l) => l.text)).toEqual(['Łukasz Kowalski']);
  });
});
