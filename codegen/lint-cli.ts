// `npm run contract:lint`: bundles the contract in memory (writes nothing) and prints every
// problem the contract rules, the example check and the request-body check find. Exit 1 when there is any.
import { bundleContract } from './bundle.ts';
import { flagKeys } from './flag-keys.ts';
import { checkRequestBodies, lintContract, operations, validateExamples } from './lint.ts';

const doc = bundleContract();
const filter = process.argv[2];
const problems = [...lintContract(doc, flagKeys()), ...validateExamples(doc), ...checkRequestBodies(doc)].filter(
  (p) => !filter || p.includes(filter),
);
for (const p of problems) console.log(p);
const schemas = Object.keys((doc.components as { schemas: object }).schemas).length;
console.log(`${operations(doc).length} operations, ${schemas} schemas, ${problems.length} problems`);
process.exit(problems.length ? 1 : 0);
