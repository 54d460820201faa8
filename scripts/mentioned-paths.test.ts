// Docs and comments name the server's files by path (docs/server.md, "see server/jobs/live.ts").
// When a file moves, the mention must move with it, or the next reader follows it nowhere: every
// server/… file named in the docs, the contract and production code exists.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

describe('paths named in docs and comments', () => {
  it('name server files that exist', () => {
    const found = execFileSync(
      'git',
      [
        'grep',
        '-ohE',
        'server/[a-z0-9_./-]+\\.(ts|mjs)',
        '--',
        '*.md',
        '*.yaml',
        '*.ts',
        '*.tsx',
        '*.js',
        ':!*.test.ts',
        ':!*.test.tsx',
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    const missing = [...new Set(found.split('\n').filter(Boolean))].filter((p) => !existsSync(join(ROOT, p)));
    expect(missing).toEqual([]);
  });
});
