// How an import run reads on screen: its status, its type, its progress in figures and in words.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { FileHistory, FileHistoryStatus, JobImportType } from '@generated/api/model';

// Descriptors, read in the page's language where shown (textOf). The context keeps an import's
// state apart from the same English words elsewhere ("Done" on a button), as catalogues merge.
export const STATUS_LABELS: Record<FileHistoryStatus, MessageDescriptor> = {
  queued: msg({ message: 'Queued', context: 'import status' }),
  running: msg({ message: 'Running', context: 'import status' }),
  done: msg({ message: 'Done', context: 'import status' }),
  failed: msg({ message: 'Failed', context: 'import status' }),
};

/** Mantine theme colours per status (theme tokens, never raw colours). */
export const STATUS_COLORS: Record<FileHistoryStatus, string> = {
  queued: 'gray',
  running: 'blue',
  done: 'teal',
  failed: 'red',
};

export const TYPE_LABELS: Record<JobImportType, MessageDescriptor> = {
  XML: msg`XML feed`,
  API_IMPORT: msg`API`,
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
  if (run.status === 'queued') return t`Waiting to start`;
  if (run.status === 'running' && run.total === 0) return t`Reading the source`;
  const processed = run.processed.toLocaleString();
  const total = run.total.toLocaleString();
  return plural(run.total, { one: `${processed} of ${total} row`, other: `${processed} of ${total} rows` });
}

export function countsText(run: Pick<FileHistory, 'created' | 'updated' | 'closed' | 'failed'>): string {
  // Counted messages: other languages agree "created" with the count.
  const [created, updated, closed, failed] = [run.created, run.updated, run.closed, run.failed].map((n) =>
    n.toLocaleString(),
  );
  return [
    plural(run.created, { one: `${created} created`, other: `${created} created` }),
    plural(run.updated, { one: `${updated} updated`, other: `${updated} updated` }),
    plural(run.closed, { one: `${closed} closed`, other: `${closed} closed` }),
    plural(run.failed, { one: `${failed} failed`, other: `${failed} failed` }),
  ].join(' · ');
}
