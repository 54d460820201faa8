// `npm run codegen:check`: regenerates generated/ and fails when that changed any file against
// what git holds (the index, so staged work counts), catching a hand edit of generated code or a
// contract change committed without its codegen.
import { execFileSync } from 'node:child_process';

const GENERATED = ['generated', 'src/routeTree.gen.ts'];
execFileSync('npx', ['tsx', 'codegen/index.ts'], { stdio: 'inherit' });
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const changed = git('diff', '--name-only', '--', ...GENERATED);
const added = git('ls-files', '--others', '--exclude-standard', '--', ...GENERATED);
if (changed || added) {
  console.error('generated code is stale or was edited by hand; run npm run codegen and commit:');
  console.error([changed, added].filter(Boolean).join('\n'));
  process.exit(1);
}
console.log('codegen: generated/ is fresh');
