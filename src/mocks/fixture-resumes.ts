// Fixture mode for the candidate's profile and resume screens: the candidate's plan includes the
// resume builder, the parser and the completion meter, and a parsed file walks queued → parsing → done over a few seconds, as the background
// queue does, so the progress and the review can be seen without a server.
import { getGetLicenceMapMockHandler, getGetLicenceMapResponseMock } from '@generated/api/payments/payments.msw';
import {
  getGetParsedResumeMockHandler,
  getGetParsedResumeResponseMock,
  getListResumesMockHandler,
  getParseResumeMockHandler,
} from '@generated/api/resumes/resumes.msw';

const started = new Map<string, number>();
const STAGES = [
  { at: 0, status: 'queued', progress: 0, stage: 'Waiting for its turn' },
  { at: 900, status: 'parsing', progress: 25, stage: 'Reading the text' },
  { at: 1800, status: 'parsing', progress: 55, stage: 'Finding jobs and education' },
  { at: 2700, status: 'parsing', progress: 85, stage: 'Matching skills' },
] as const;

function stateAt(id: string) {
  const example = getGetParsedResumeResponseMock();
  const elapsed = Date.now() - (started.get(id) ?? 0);
  const step = [...STAGES].reverse().find((s) => elapsed >= s.at);
  const data = {
    ...example.data,
    _id: id,
    confidence: { ...example.data.confidence, about: 0.45 },
    experiences: example.data.experiences.map((e, i) => ({ ...e, confidence: i === 1 ? 0.5 : 0.92 })),
  };
  if (!step || elapsed > 3600) return { ...example, data };
  return { ...example, data: { ...data, status: step.status, progress: step.progress, stage: step.stage } };
}

export const resumeFixtureHandlers = [
  // Before the generated handlers: their GET resumes/:id (getResume) would answer resumes/list.
  getListResumesMockHandler(),
  getGetLicenceMapMockHandler(() => {
    const example = getGetLicenceMapResponseMock();
    // localStorage 'fixture.plan' = 'free' shows the screens of a plan without them.
    const on = localStorage.getItem('fixture.plan') !== 'free';
    return {
      ...example,
      // The employer's saved searches and candidate lists (smart search) ride on the same switch.
      data: {
        ...example.data,
        resume_builder: on,
        resume_parser: on,
        profile_completion: true,
        saved_searches: on,
        candidate_lists: on,
        // So are the candidate pages' contact reveal and similar candidates, and matching.
        candidate_contact_view: on,
        similar_candidates: on,
        matched_candidates: on,
        candidate_recommendation: on,
        candidate_invitation: on,
      },
    };
  }),
  getParseResumeMockHandler(() => {
    const id = crypto.randomUUID();
    started.set(id, Date.now());
    return stateAt(id);
  }),
  getGetParsedResumeMockHandler(({ params }) => stateAt(String(params.id))),
];
