// How an import run reads on screen: its status, its type, its progress in figures and in words.
import type { FileHistory, FileHistoryStatus, JobImportType } from '@generated/api/model';

export const STATUS_LABELS: Record<FileHistoryStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
};

/** Mantine theme colours per status (theme tokens, never raw colours). */
export const STATUS_COLORS: Record<FileHistoryStatus, string> = {
  queued: 'gray',
  running: 'blue',
  done: 'teal',
  failed: 'red',
};

export const TYPE_LABELS: Record<JobImportType, string> = {
  XML: 'XML feed',
  API_IMPORT: 'API',
};

/** A run the worker has not finished yet; its counters still move. */
export function isActive(run: Pick<FileHistory, 'status'>): boolean {
  return run.status === 'queued' || run.status === 'running';
}

/** 0–100: how much of the run is done. A finished run is full even when the source was empty. */
export function progressPercent(run: Pick<FileHistory, 'status' | 'processed' | 'total'>): number {
  if (run.status === 'done') return 100;
  if (run.total <= 0) return 0;
  return Math.min(100, Math.round((run.processed / run.total) * 100));
}

/** The progress in words, for the bar's accessible label and the line beside it. */
export function progressText(run: Pick<FileHistory, 'status' | 'processed' | 'total'>): string {
  if (run.status === 'queued') return 'Waiting to start';
  if (run.status === 'running' && run.total === 0) return 'Reading the source';
  return `${run.processed.toLocaleString()} of ${run.total.toLocaleString()} rows`;
}

export function countsText(run: Pick<FileHistory, 'created' | 'updated' | 'closed' | 'failed'>): string {
  return [
    `${run.created.toLocaleString()} created`,
    `${run.updated.toLocaleString()} updated`,
    `${run.closed.toLocaleString()} closed`,
    `${run.failed.toLocaleString()} failed`,
  ].join(' · ');
}
