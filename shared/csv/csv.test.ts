import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv.ts';

describe('csv', () => {
  it('quotes what needs quoting and keeps formulas from running, but not signed numbers', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('-cmd|calc')).toBe("'-cmd|calc");
    expect(csvCell('+91')).toBe('+91');
    expect(csvCell('-3.5')).toBe('-3.5');
    expect(csvCell(null)).toBe('');
  });

  it('writes a header and rows, each line ended by CRLF', () => {
    expect(
      csvDocument(
        ['Name', 'Score'],
        [
          ['Arjun', 87],
          ['Meera, I', null],
        ],
      ),
    ).toBe('Name,Score\r\nArjun,87\r\n"Meera, I",\r\n');
  });
});
