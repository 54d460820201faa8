// `npm run contract:coverage`: how many operations of the contract have a server handler, per tag,
// and how many still answer 501 NOT_IMPLEMENTED. `--missing` lists those by operationId.
import { readFileSync } from 'node:fs';
import { allHandlers } from '../server/all-handlers.ts';

type Op = { operationId: string; tags: string[] };
const doc = JSON.parse(readFileSync('generated/openapi.json', 'utf8')) as { paths: Record<string, Record<string, Op>> };
const byTag = new Map<string, { built: number; missing: string[] }>();
for (const item of Object.values(doc.paths))
  for (const op of Object.values(item)) {
    if (!op?.operationId) continue;
    const tag = op.tags[0] ?? 'untagged';
    const row = byTag.get(tag) ?? { built: 0, missing: [] };
    if (op.operationId in allHandlers) row.built++;
    else row.missing.push(op.operationId);
    byTag.set(tag, row);
  }
let built = 0;
let missing = 0;
for (const [tag, row] of [...byTag].sort()) {
  built += row.built;
  missing += row.missing.length;
  console.log(
    `${tag.padEnd(22)} ${String(row.built).padStart(3)} built, ${String(row.missing.length).padStart(3)} answer 501`,
  );
  if (process.argv.includes('--missing')) for (const id of row.missing) console.log(`  501 ${id}`);
}
console.log(`operations: ${built + missing}, built: ${built}, still answering 501 NOT_IMPLEMENTED: ${missing}`);
