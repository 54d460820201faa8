// The builder's model: what is sent is trimmed with blanks left out, the contract's rules are
// checked under the server's field names, the server's refusals land on the same names, and a new
// resume's name fits the contract's pattern.
import { describe, expect, it } from 'vitest';
import { getGetResumeResponseMock } from '@generated/api/resumes/resumes.msw';
import { ApiError } from '@/lib/api/api-error';
import { contentOf, draftOf, headerOf, sentIndexes, viewOf } from './draft';
import { printableName } from './printable-name';
import { serverFieldErrors } from './server-errors';
import { validateDraft, withScheme } from './validate';

const resume = getGetResumeResponseMock().data;

function first<T>(list: T[]): T {
  const item = list[0];
  if (item === undefined) throw new Error('the example has an entry');
  return item;
}

describe('the resume draft', () => {
  it('sends trimmed values, blanks as null or left out, and the look with its defaults', () => {
    const draft = draftOf({ ...resume, settings: { themeColor: '#0ca678' } });
    draft.header.email = '  ';
    draft.header.location = ' Pune ';
    first(draft.experiences).values.date = '';
    expect(headerOf(draft)).toMatchObject({ name: 'Priya Sharma', email: null, location: 'Pune' });
    const content = contentOf(draft);
    expect(content.experiences?.[0]).toEqual({
      jobTitle: 'Senior Frontend Engineer',
      company: 'Infosys',
      description: first(resume.experiences).description,
    });
    expect(content.settings).toEqual({
      themeColor: '#0ca678',
      headerSize: 'medium',
      fontSize: 'small',
      template: 'classic',
      paperSize: 'A4',
    });
    expect(viewOf(draft).email).toBeNull();
  });

  it('checks the contract’s rules under the names the server uses', () => {
    const draft = draftOf(resume);
    draft.header.name = 'Priya 2';
    draft.header.mobNo = '12';
    draft.header.linkedIn = 'not a link';
    first(draft.education).values.university = ' ';
    first(draft.projects).values.description = 'x'.repeat(3001);
    expect(validateDraft(draft)).toEqual({
      name: 'Use letters with single spaces only',
      mobNo: 'Use digits and spaces, with an optional + in front (5 to 20 characters)',
      linkedIn: 'Enter a web address like https://www.linkedin.com/in/your-name',
      'education.0.university': 'Enter the university or school',
      'projects.0.description': 'Keep it to 3000 characters or fewer',
    });
    expect(withScheme('linkedin.com/in/priya')).toBe('https://linkedin.com/in/priya');
    expect(validateDraft(draftOf(resume))).toEqual({});
  });

  it('puts the server’s field errors on the builder’s fields, in people’s words', () => {
    const error = new ApiError(400, {
      code: 'ERROR',
      message: 'body.email must match pattern',
      data: {
        fields: [
          { field: 'body.email', message: 'must match pattern "^[A-Za-z]"' },
          { field: 'body.experiences.2.company', message: 'is on a blocked list' },
          { field: 'body.skills.4.skillName', message: 'must NOT have more than 50 characters' },
        ],
      },
    });
    expect(serverFieldErrors(error)).toEqual({
      email: 'The server did not accept this value',
      'experiences.2.company': 'Is on a blocked list',
      skills: 'The server did not accept this value',
    });
  });

  it('leaves a new, still empty entry out of what is sent and checked, and maps refusals past it', () => {
    const draft = draftOf(resume);
    draft.experiences.unshift({ key: 'new', values: { jobTitle: ' ', company: '', date: '', description: '' } });
    expect(contentOf(draft).experiences).toHaveLength(2);
    expect(validateDraft(draft)).toEqual({});
    const refusal = new ApiError(400, {
      code: 'ERROR',
      message: 'refused',
      data: { fields: [{ field: 'body.experiences.1.company', message: 'is on a blocked list' }] },
    });
    expect(serverFieldErrors(refusal, sentIndexes(draft))).toEqual({ 'experiences.2.company': 'Is on a blocked list' });
  });

  it('names a new resume with letters and single spaces', () => {
    expect(printableName("Anne-Marie O'Neil")).toBe('Anne Marie O Neil');
    expect(printableName('', null, 'Meera Iyer')).toBe('Meera Iyer');
    expect(printableName('42', undefined)).toBe('Your Name');
  });
});
