// Autosave of the builder: a second after the last edit (the specification's debounce, §9) the
// parts that changed are sent, the header to updateResumeHeader and the rest to
// updateResumeContent, one save at a time. A part with a field the contract would refuse is held
// back and the field says why; a refused or failed save keeps the draft, shows the server's field
// errors on their inputs and is tried again on the next edit or with Retry. Leaving the page sends
// what is left, and the browser asks before closing a tab with unsaved changes.
//
// Why autosave rather than a Save button: the preview already shows every change as it is made,
// and the PDF and "Save as my resume" are rendered by the server from the stored resume, so the
// stored copy has to follow the screen anyway; `flush()` makes them wait for it.
import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { constants } from '@generated/manifest';
import type { ResumeHeaderInput, ResumeUpdateInput } from '@generated/api/model';
import {
  getGetResumeQueryKey,
  getListResumesQueryKey,
  updateResumeContent,
  updateResumeHeader,
} from '@generated/api/resumes/resumes';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { contentOf, headerOf, sentIndexes, type ResumeDraft } from '../model/draft';
import { serverFieldErrors } from '../model/server-errors';
import { isHeaderPath, type FieldErrors } from '../model/validate';

export type SaveStatus =
  | { kind: 'saved'; at: number | null }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'blocked' }
  | { kind: 'failed'; message: string };

type Snapshot = {
  header: ResumeHeaderInput;
  headerJson: string;
  content: ResumeUpdateInput;
  contentJson: string;
  /** Which draft entries the content sends, to put the server's field errors on the right ones. */
  sent: ReturnType<typeof sentIndexes>;
};
type Saved = { header: string; content: string };

function snapshot(draft: ResumeDraft): Snapshot {
  const header = headerOf(draft);
  const content = contentOf(draft);
  return {
    header,
    headerJson: JSON.stringify(header),
    content,
    contentJson: JSON.stringify(content),
    sent: sentIndexes(draft),
  };
}

function blockers(errors: FieldErrors) {
  const paths = Object.keys(errors);
  return { header: paths.some(isHeaderPath), content: paths.some((p) => !isHeaderPath(p)) };
}

export function useAutosave(draft: ResumeDraft, errors: FieldErrors) {
  const client = useQueryClient();
  const [saved, setSaved] = useState<Saved>(() => {
    const first = snapshot(draft);
    return { header: first.headerJson, content: first.contentJson };
  });
  const savedRef = useRef(saved);
  const draftRef = useRef(draft);
  const errorsRef = useRef(errors);
  useEffect(() => {
    draftRef.current = draft;
    errorsRef.current = errors;
  }, [draft, errors]);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const chain = useRef<Promise<boolean>>(Promise.resolve(true));

  const commit = useCallback(
    (part: keyof Saved, json: string, resume: Awaited<ReturnType<typeof updateResumeContent>>) => {
      savedRef.current = { ...savedRef.current, [part]: json };
      setSaved(savedRef.current);
      client.setQueryData(getGetResumeQueryKey(resume.data._id), resume);
    },
    [client],
  );

  const saveNow = useCallback(async (): Promise<boolean> => {
    const now = snapshot(draftRef.current);
    const blocked = blockers(errorsRef.current);
    const headerDirty = now.headerJson !== savedRef.current.header;
    const contentDirty = now.contentJson !== savedRef.current.content;
    if (!headerDirty && !contentDirty) return true;
    setSaving(true);
    try {
      if (headerDirty && !blocked.header)
        commit('header', now.headerJson, await updateResumeHeader(now.header, SILENT));
      if (contentDirty && !blocked.content)
        commit('content', now.contentJson, await updateResumeContent(now.content, SILENT));
      setFailure(null);
      setServerErrors({});
      setSavedAt(Date.now());
      void client.invalidateQueries({ queryKey: getListResumesQueryKey() });
      return !(headerDirty && blocked.header) && !(contentDirty && blocked.content);
    } catch (error) {
      setServerErrors(serverFieldErrors(error, now.sent));
      setFailure(isApiError(error) ? error.message : t`Your changes could not be saved.`);
      return false;
    } finally {
      setSaving(false);
    }
  }, [client, commit]);

  /** Saves what is not saved yet, after any save already running; resolves whether all is saved. */
  const flush = useCallback((): Promise<boolean> => {
    chain.current = chain.current.then(saveNow, saveNow);
    return chain.current;
  }, [saveNow]);

  const current = snapshot(draft);
  const dirty = current.headerJson !== saved.header || current.contentJson !== saved.content;
  const blocked = blockers(errors);
  const held =
    (current.headerJson !== saved.header && blocked.header) ||
    (current.contentJson !== saved.content && blocked.content);

  useEffect(() => {
    if (!dirty || held) return;
    const timer = setTimeout(() => void flush(), constants.debounceMs);
    return () => clearTimeout(timer);
  }, [draft, dirty, held, flush]);

  // Leaving the builder (another page of the app) sends what the last second of typing changed.
  useEffect(() => () => void flush(), [flush]);

  useEffect(() => {
    if (!dirty && !saving) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, saving]);

  const clearServerError = useCallback(
    (path: string) =>
      setServerErrors((all) => {
        if (!(path in all)) return all;
        const { [path]: _gone, ...rest } = all;
        return rest;
      }),
    [],
  );

  const status: SaveStatus = saving
    ? { kind: 'saving' }
    : failure
      ? { kind: 'failed', message: failure }
      : held
        ? { kind: 'blocked' }
        : dirty
          ? { kind: 'pending' }
          : { kind: 'saved', at: savedAt };

  return { status, flush, serverErrors, clearServerError };
}
