// The catalogue of the server's answer messages (server/http/messages/, docs/localization.md "The
// server's messages") matches the code and is whole: every message the code can answer with is
// in it, none it no longer has, every one translated, each translation with the placeholders of
// its English (a lost `{0}` would drop a name from the answer).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messagesFile } from './answer-catalogues.ts';
import { catalogueEntries } from './lingui-catalogue.ts';
import { serverMessages } from './server-messages.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const placeholders = (s: string) => [...s.matchAll(/\{(\d+)\}/g)].map((m) => m[1]).sort();

describe('the Spanish catalogue of answers', async () => {
  const file = messagesFile(ROOT, 'es');
  const entries = [...(await catalogueEntries(readFileSync(file, 'utf8'), file)).values()];

  it("holds the code's messages and no others (else: npx tsx scripts/server-messages.ts)", () => {
    expect(entries.map((e) => e.message).sort()).toEqual(
      serverMessages(ROOT)
        .map((m) => m.message)
        .sort(),
    );
  });

  it('translates every message, keeping its placeholders', () => {
    const problems = entries
      .filter((e) => !e.translation || placeholders(e.translation).join() !== placeholders(e.message).join())
      .map((e) => e.message);
    expect(problems).toEqual([]);
  });
});
