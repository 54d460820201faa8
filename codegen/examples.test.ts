// The example check really fails on a broken example: a tiny contract of its own (in
// test-fixtures, not the real contract) whose one example breaks its schema in two ways.
import { describe, expect, it } from 'vitest';
import { bundleContract, type Json, type JsonObject } from './bundle.ts';
import { checkRequestBodies, lintContract, validateExamples } from './lint.ts';

const broken = bundleContract('codegen/test-fixtures/broken-contract');
const PATH = '/client/api/v1/jobs/salary-range';

/** Walks into a bundled document by keys, for tests that change one value. */
function at(node: Json, ...keys: string[]): JsonObject {
  return keys.reduce((n, k) => (n as JsonObject)[k] as Json, node) as JsonObject;
}

describe('the example check', () => {
  it('reports each way an example breaks its schema', () => {
    const problems = validateExamples(broken);
    expect(problems.some((p) => p.includes('/data/max must be integer'))).toBe(true);
    expect(problems.some((p) => p.includes('/data/currency must be equal to one of the allowed values'))).toBe(true);
  });

  it('passes once the example is mended', () => {
    const mended = structuredClone(broken);
    const media = at(mended, 'paths', PATH, 'post', 'responses', '200', 'content', 'application/json');
    at(media, 'example').data = { min: 90000, max: 120000, currency: 'EUR' };
    expect(validateExamples(mended)).toEqual([]);
  });

  it('lint names a schema without a description and a missing operationId', () => {
    const doc = structuredClone(broken);
    delete at(doc, 'components', 'schemas', 'Salary').description;
    delete at(doc, 'paths', PATH, 'post').operationId;
    const problems = lintContract(doc);
    expect(problems).toContain('schema Salary: description missing');
    expect(problems.some((p) => p.includes('operationId missing'))).toBe(true);
  });

  it('the request-body check names a JSON body that is not sure to be an object', () => {
    const doc = structuredClone(broken);
    const post = at(doc, 'paths', PATH, 'post');
    const body = (schema: Json) => ({ required: true, content: { 'application/json': { schema, example: {} } } });
    post.requestBody = body({ allOf: [{ properties: { currency: { type: 'string' } } }] });
    expect(checkRequestBodies(doc)).toEqual([
      `POST ${PATH}: the JSON body accepts null, [], "text", 0, true; give its schema type: object`,
    ]);
    post.requestBody = body({ type: 'object', allOf: [{ properties: { currency: { type: 'string' } } }] });
    expect(checkRequestBodies(doc)).toEqual([]);
  });
});
