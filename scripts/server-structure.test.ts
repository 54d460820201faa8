// The server's layers hold (issue #44, docs/server.md "Layers"): the base imports no domain,
// every handler map lives in its domain's folder, and a migration imports nothing but the
// database's own modules and its frozen data.
import { describe, expect, it } from 'vitest';
import { folderArrows, folderOf, isTestFile, measure } from './server-structure.ts';
import { importGraph } from './import-graph.ts';

/**
 * Ceilings that only come down as the server moves to its shape (issue #44): a change that adds a
 * tenant condition written by hand, or a statement on a tenant table started from a raw handle
 * rather than the tenant's scope, fails here; a change that removes some lowers the ceiling.
 */
const CEILINGS = { handWrittenTenantFilters: 10, rawTenantStatements: 83 };

describe('server structure', () => {
  it('reads folders and test files as the scan means them', () => {
    expect(folderOf('server/http/guard.ts')).toBe('http');
    expect(folderOf('server/app.ts')).toBeNull();
    expect(isTestFile('server/tenancy/probes/chat.ts')).toBe(true);
    expect(isTestFile('server/jobs-discovery/test-support.ts')).toBe(true);
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
    expect(report.handlerMapsOutsideDomains).toEqual([]);
  });

  it('builds SQL only in repositories, and reaches tenant rows by hand no more than before', () => {
    const report = measure();
    expect(report.sqlOutsideRepositories).toEqual([]);
    expect(report.handWrittenTenantFilters).toBeLessThanOrEqual(CEILINGS.handWrittenTenantFilters);
    expect(report.rawTenantStatements).toBeLessThanOrEqual(CEILINGS.rawTenantStatements);
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
