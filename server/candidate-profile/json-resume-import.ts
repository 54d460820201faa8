// Importing a JSON Resume document: checked against the published schema (400 naming where it is
// wrong), kept as the candidate's file, and read into a parsed resume the candidate reviews and
// applies with `candidate-profile/init`, exactly like a read resume file.
import type { components } from '@generated/schema';
import type { Config } from '../config.ts';
import { storeBytes } from '../files/index.ts';
import { fieldError } from '../errors/errors.ts';
import { insertParsedResume } from './parsed-repo.ts';
import { tenantSkills } from '../master-data/index.ts';
import { jsonResumeToParsed } from './json-resume.ts';
import { jsonResumeProblem } from './json-resume-schema.ts';
import type { Owner } from './sections.ts';

type S = components['schemas'];

export async function importJsonResume(
  o: Owner,
  config: Config,
  input: S['JsonResumeImportInput'],
): Promise<S['ParsedResume']> {
  const problem = jsonResumeProblem(input.document);
  if (problem)
    throw fieldError(
      `document${problem.path.replace(/\//g, '.')}`.replace(/\.$/, ''),
      `This is not a valid JSON Resume: ${problem.path === '/' ? 'the document' : problem.path} ${problem.message}`,
    );
  const result = jsonResumeToParsed(input.document, await tenantSkills(o.db, o.clientId));
  const file = await storeBytes(o.db, config, {
    clientId: o.clientId,
    ownerId: o.userId,
    bytes: Buffer.from(JSON.stringify(input.document)),
    name: 'resume.json',
    mimeType: 'application/json',
    extension: 'json',
    purpose: 'document',
  });
  return insertParsedResume(o.db, {
    clientId: o.clientId,
    candidateId: o.userId,
    source: 'json-resume',
    status: 'done',
    file,
    result,
  });
}
