// A JSON Resume file is checked in the browser: its type, size, JSON and shape.
import { describe, expect, it } from 'vitest';
import { readJsonResume } from './json-file';

const json = (text: string, name = 'resume.json') => new File([text], name, { type: 'application/json' });

describe('readJsonResume', () => {
  it('reads a JSON Resume document, even with a byte order mark', async () => {
    expect(await readJsonResume(json('\uFEFF{"basics":{"name":"Priya"}}'))).toEqual({
      ok: true,
      document: { basics: { name: 'Priya' } },
    });
  });

  it('says what is wrong with anything else', async () => {
    const message = async (file: File) => {
      const read = await readJsonResume(file);
      return read.ok ? null : read.message;
    };
    expect(await message(json('{"basics":'))).toMatch(/^This file is not valid JSON \(.+\)/);
    expect(await message(json('[1, 2]'))).toMatch(/not a JSON Resume/);
    expect(await message(json(''))).toMatch(/empty/);
    expect(await message(new File(['{}'], 'resume.pdf', { type: 'application/pdf' }))).toMatch(/\.json file/);
  });
});
