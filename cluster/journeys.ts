// What people do on a board, step by step through the balancer, each step pinned to a process
// other than the step before it, so that every hand-over between processes is crossed: a sign-up
// whose code the queue of any process mailed, a job posted across three processes, a resume
// uploaded on one and downloaded on the others, an application and a pipeline move, a chat
// between an employer and a candidate connected to different processes, and an admin's settings
// change seen on the next request of every process.
import { io, type Socket } from 'socket.io-client';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../server/demo/spec.ts';
import { PLACES } from '../server/jobs-discovery/test/support.ts';
import { multipart, pdf } from '../server/files/test/support.ts';
import type { components } from '@generated/schema';
import { boardApi, ok, servedBy, type BoardApi } from './board-api.ts';
import type { Cluster } from './topology.ts';

type S = components['schemas'];

export const BOARD_HOST = 'localhost';

export type Session = { token: string; userId: string };

export function board(cluster: Cluster): BoardApi {
  return boardApi(cluster.call, BOARD_HOST);
}

/** Registers a candidate on `registerOn`, reads the mailed code, verifies it on `verifyOn`. */
export async function signUpCandidate(
  cluster: Cluster,
  email: string,
  registerOn: string,
  verifyOn: string,
): Promise<Session & { mails: number }> {
  const b = board(cluster);
  ok(
    await b.api('POST', 'candidate/register', {
      pin: registerOn,
      body: {
        firstName: 'Meera',
        lastName: 'Iyer',
        email,
        password: DEMO_PASSWORD,
        countryCode: '+91',
        mobNo: `97${String(Date.now() % 100_000_000).padStart(8, '0')}`,
        termsAccepted: true,
      },
    }),
    'candidate/register',
  );
  const otp = await cluster.mailbox.codeFor(email);
  const session = ok(
    await b.api<S['AuthSession']>('POST', 'candidate/verify-email-otp', { pin: verifyOn, body: { email, otp } }),
    'candidate/verify-email-otp',
  );
  return {
    token: session.token,
    userId: session.user._id,
    mails: cluster.mailbox.mails.filter((m) => m.to === email.toLowerCase()).length,
  };
}

export async function signIn(cluster: Cluster, role: 'employer' | 'candidate', email: string, pin?: string) {
  const session = ok(
    await board(cluster).api<S['AuthSession']>('POST', `${role}/login`, {
      ...(pin ? { pin } : {}),
      body: { email, password: DEMO_PASSWORD },
    }),
    `${role}/login`,
  );
  return { token: session.token, userId: session.user._id };
}

export const demoEmployer = (cluster: Cluster, pin?: string) => signIn(cluster, 'employer', DEMO_EMAILS.employer, pin);
export const demoAdmin = (cluster: Cluster, pin?: string) => signIn(cluster, 'employer', DEMO_EMAILS.admin, pin);

/** Every step of the posting flow, each on the next process of `pins` in turn; returns the live job. */
export async function postJob(
  cluster: Cluster,
  employer: Session,
  title: string,
  pins: string[],
): Promise<{ job: S['Job']; servedBy: string[] }> {
  const b = board(cluster);
  let step = 0;
  const served: string[] = [];
  const next = async <T>(method: string, path: string, body: unknown): Promise<T> => {
    const pin = pins[step++ % pins.length];
    const r = await b.api<T>(method, path, { token: employer.token, body, ...(pin ? { pin } : {}) });
    served.push(servedBy(r));
    return ok(r, path);
  };
  const { rows } = await cluster.db.query<{ id: string }>(
    `select c.id from categories c join clients t on t.id = c.client_id where t.slug = 'northwind' order by c.id limit 1`,
  );
  const categoryId = rows[0]?.id;
  const draft = await next<S['Job']>('POST', 'jobs/create-job-type', {
    employmentType: 'FULL_TIME',
    workplaceType: 'HYBRID',
    categoryId,
  });
  const id = draft._id;
  await next('PUT', `jobs/create-job-highlights/${id}`, {
    step: 'job-description',
    description: '<p>Run the night shift of our Pune warehouse: inbound, putaway and dispatch.</p>',
    highlights: ['Night shift allowance'],
  });
  await next('PUT', `jobs/create-job-highlights/${id}`, {
    step: 'job-post',
    title,
    vacancies: 1,
    experience: { min: 2, max: 5 },
    salary: { min: 600000, max: 900000, currencyCode: 'INR', period: 'YEARLY' },
  });
  await next('PUT', `jobs/create-job-location/${id}`, {
    locationType: 'CITY',
    cityId: PLACES.pune.id,
    stateId: PLACES.maharashtra.id,
    countryId: PLACES.india.id,
  });
  await next('PUT', `jobs/create-job-benefits/${id}`, { step: 'benefits', benefits: ['Health insurance'] });
  await next('PUT', `jobs/create-job-benefits/${id}`, {
    step: 'company-info',
    companyInfo: { companyName: 'Northwind Logistics', about: 'Freight across India.' },
  });
  await next('PUT', `jobs/create-job-additional-question/${id}`, { questions: [] });
  const job = await next<S['Job']>('POST', 'jobs/confirm-post', { jobId: id });
  return { job, servedBy: served };
}

/** Uploads a PDF resume on `pin`; returns its uri and bytes. */
export async function uploadResume(cluster: Cluster, candidate: Session, pin: string) {
  const bytes = pdf(40_000);
  const body = multipart({ purpose: 'resume' }, { name: 'Meera_Iyer_Resume.pdf', type: 'application/pdf', bytes });
  const r = await board(cluster).api<S['UploadedFile']>('POST', 'files/upload', {
    token: candidate.token,
    pin,
    raw: body.raw,
    contentType: body.contentType,
  });
  return { uri: ok(r, 'files/upload').uri, bytes, servedBy: servedBy(r) };
}

/** A socket.io client through the balancer, pinned to one process, WebSocket only as the web app. */
export function chatSocket(cluster: Cluster, token: string, pin: string): Socket {
  return io(cluster.origin.replace('localhost', '127.0.0.1'), {
    path: '/socket.io',
    query: { token },
    transports: ['websocket'],
    extraHeaders: { host: `${BOARD_HOST}:${cluster.balancer.port}`, 'x-pin': pin },
    reconnection: false,
    forceNew: true,
  });
}

export function connected(socket: Socket): Promise<void> {
  if (socket.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (e: Error) => reject(e));
  });
}

/** The next `event` whose payload passes `match`. */
export function next<T>(socket: Socket, event: string, match: (payload: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const on = (payload: T) => {
      if (!match(payload)) return;
      socket.off(event, on);
      resolve(payload);
    };
    socket.on(event, on);
  });
}
