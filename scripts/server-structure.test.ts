// The server's layers hold (issue #44, docs/architecture.md "The server's modules"): the base
// imports no domain, the folders stand in layers (no two import each other, round any number of
// folders), a domain is used through its index.ts, every handler map lives in its domain's folder, and a migration imports nothing but the
// database's own modules and its frozen data.
import { describe, expect, it } from 'vitest';
import { folderArrows, folderOf, isTestFile, measure } from './server-structure.ts';
import { importGraph } from './import-graph.ts';

describe('server structure', () => {
  it('reads folders and test files as the scan means them', () => {
    expect(folderOf('server/http/guard.ts')).toBe('http');
    expect(folderOf('server/app.ts')).toBeNull();
    expect(isTestFile('server/tenancy/test/probes/chat.ts')).toBe(true);
    expect(isTestFile('server/jobs-discovery/test/support.ts')).toBe(true);
    expect(isTestFile('server/resumes/test/parser-corpus/corpus.ts')).toBe(true);
    expect(isTestFile('server/jobs-discovery/search-repo.ts')).toBe(false);
    const arrows = folderArrows(
      new Map([
        ['server/a/x.ts', ['server/b/y.ts', 'server/a/z.ts']],
        ['server/a/x.test.ts', ['server/c/y.ts']],
      ]),
    );
    expect([...arrows]).toEqual([['a', new Set(['b'])]]);
  });

  it('has a base that imports no domain and no handler map outside its domain', () => {
    const report = measure();
    expect(report.baseToDomainArrows).toEqual([]);
    expect(report.upwardArrows).toBe(0);
    expect(report.mutualFolderPairs).toBe(0);
    expect(report.largestFolderKnot).toBe(0);
    expect(report.deepImports).toEqual({});
    expect(report.handlerMapsOutsideDomains).toEqual([]);
  });

  // The lint rule of eslint.config.js refuses the same raw-handle statements as they are written;
  // this holds the whole tree to it, conditions written by hand included.
  it('builds SQL only in repositories, and reaches tenant rows only through the scope', () => {
    const report = measure();
    expect(report.sqlOutsideRepositories).toEqual([]);
    expect(report.handWrittenTenantFilters).toBe(0);
    expect(report.rawTenantStatements).toBe(0);
  });

  it('gives every contract tag one name in the server, the web app and the journeys, or a reason', () => {
    expect(measure().tagsWithoutOneName).toEqual([]);
  });

  it('has migrations that import only the database and their frozen data', () => {
    const graph = importGraph(['server/db/migrations']);
    const outside = [...graph]
      .filter(([file]) => !isTestFile(file))
      .flatMap(([file, targets]) =>
        targets.filter((t) => t.startsWith('server/') && !t.startsWith('server/db/')).map((t) => `${file} → ${t}`),
      );
    expect(outside).toEqual([]);
  });
});
