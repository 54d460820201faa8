// No import cycles anywhere in the project's sources (issue #44): a cycle, even one closed by a
// type-only import, means a type or a function lives on the wrong side of a boundary. The seven
// the server had were broken by moving the shared type to a module of its own.
import { describe, expect, it } from 'vitest';
import { cycles, importGraph } from './import-graph.ts';

describe('import cycles', () => {
  it('finds a cycle, a self-import and none in a tree', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
      ['f.ts', ['d.ts']],
    ]);
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
    expect(
      cycles(
        new Map([
          ['x.ts', ['y.ts']],
          ['y.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('resolves relative paths and the aliases, type-only imports included', () => {
    const graph = importGraph(['server/http']);
    expect(graph.get('server/http/context.ts')).toEqual(
      expect.arrayContaining(['server/realtime/parts.ts', 'server/db/database.ts', 'server/tenancy/tenant.ts']),
    );
  });

  it('has none in the sources', () => {
    const graph = importGraph(['server', 'codegen', 'shared', 'src', 'scripts', 'bench', 'cluster', 'e2e', 'fixtures']);
    expect(graph.size).toBeGreaterThan(1500);
    expect(cycles(graph)).toEqual([]);
  });
});
