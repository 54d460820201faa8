// The rules of video resumes: a candidate keeps one video (uploading again replaces it and its
// poster, old bytes removed), with an optional poster frame; they and the employers of companies
// they applied to watch it through signed links (link-token.ts). Bytes are removed after the row
// changes, so a failed write never leaves a row naming removed bytes.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { components } from '@generated/schema';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { extensionFor, receivedFile, storageFor } from '../files/index.ts';
import { badRequest, notFound } from '../errors/errors.ts';
import { LINK_SECONDS } from './limits.ts';
import { signMediaLink } from './link-token.ts';
import { checkPoster, checkVideo } from './media.ts';
import * as repo from './repo.ts';

type State = components['schemas']['VideoResumeState'];
type Media = components['schemas']['VideoResumeMedia'];

export type VideoEnv = { db: Db; config: Config; secret: Uint8Array; clientId: string; now: Date };

export const MEDIA_PATH = '/client/api/v1/video-resume/media/';
const EXTENSIONS: Record<string, string> = { 'video/mp4': 'mp4', 'video/webm': 'webm' };

function viewOf(env: VideoEnv, row: repo.VideoRow | undefined): State {
  if (!row) return { video: null };
  const expiresAt = new Date(env.now.getTime() + LINK_SECONDS * 1000);
  const link = (key: string) => MEDIA_PATH + signMediaLink(env.secret, { clientId: env.clientId, key, expiresAt });
  const video: Media = {
    name: row.name,
    mimeType: row.mime_type as Media['mimeType'],
    size: Number(row.size),
    durationSeconds: Number(row.duration_seconds),
    videoUrl: link(row.video_key),
    posterUrl: row.poster_key ? link(row.poster_key) : null,
    uploadedAt: new Date(row.uploaded_at).toISOString(),
    urlsExpireAt: expiresAt.toISOString(),
  };
  return { video };
}

async function removeBytes(config: Config, keys: string[]): Promise<void> {
  const store = storageFor(config);
  for (const key of keys) await store.remove(key);
}

function uploaded(req: FastifyRequest) {
  const file = receivedFile(req);
  if (!file) throw badRequest('Send the file as multipart/form-data with the field file');
  return file;
}

const newKey = (ext: string) => `${randomBytes(16).toString('hex')}.${ext}`;

export async function mine(env: VideoEnv, userId: string): Promise<State> {
  return viewOf(env, await repo.findVideo(env.db, env.clientId, userId));
}

export async function upload(env: VideoEnv, userId: string, req: FastifyRequest): Promise<State> {
  const file = uploaded(req);
  const { mimeType, seconds } = await checkVideo(file.path, file.size);
  const key = newKey(EXTENSIONS[mimeType] ?? 'bin');
  await storageFor(env.config).put(key, file.path, mimeType);
  const video = { key, name: file.name, mimeType, size: file.size, seconds, at: env.now };
  const old = await repo.replaceVideo(env.db, env.clientId, userId, video);
  await removeBytes(env.config, repo.keysOf(old));
  return mine(env, userId);
}

export async function poster(env: VideoEnv, userId: string, req: FastifyRequest): Promise<State> {
  const file = uploaded(req);
  const mimeType = await checkPoster(file.path, file.size);
  const before = await repo.findVideo(env.db, env.clientId, userId);
  if (!before) throw notFound('Upload a video before its poster');
  const key = newKey(extensionFor(mimeType));
  await storageFor(env.config).put(key, file.path, mimeType);
  const after = await repo.setPoster(env.db, env.clientId, userId, { key, mimeType, size: file.size });
  // The video was removed meanwhile: the new poster belongs to nothing.
  await removeBytes(env.config, after ? (before.poster_key ? [before.poster_key] : []) : [key]);
  if (!after) throw notFound('Upload a video before its poster');
  return viewOf(env, after);
}

export async function remove(env: VideoEnv, userId: string): Promise<State> {
  const old = await repo.deleteVideo(env.db, env.clientId, userId);
  await removeBytes(env.config, repo.keysOf(old));
  return { video: null };
}

/** An applicant's video for an employer of the company the application was made to. */
export async function applicants(env: VideoEnv, companyId: string, applicationId: string): Promise<State> {
  const application = await repo.applicantOf(env.db, env.clientId, companyId, applicationId);
  if (!application) throw notFound('No such application');
  if (!application.candidateId) return { video: null };
  return viewOf(env, await repo.findVideo(env.db, env.clientId, application.candidateId));
}
