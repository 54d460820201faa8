// The builder's one piece of state, the draft, with the edits the form makes to it. Every edit
// returns a new draft, which the autosave and the preview follow.
import { useCallback, useMemo, useState } from 'react';
import type { Resume, ResumeSectionShow } from '@generated/api/model';
import type { ResumeLook } from '@shared/resumes/defaults.ts';
import type { SectionKey } from '../model/section-keys';
import { draftOf, type DraftLists, type HeaderField, type ResumeDraft } from '../model/draft';

export type DraftEditor = {
  setHeader: (field: HeaderField, value: string) => void;
  setObjective: (value: string) => void;
  setList: <K extends keyof DraftLists>(key: K, next: DraftLists[K]) => void;
  setSkills: (skills: string[]) => void;
  setSettings: (patch: Partial<ResumeLook>) => void;
  setShow: (section: SectionKey, patch: Partial<ResumeSectionShow>) => void;
};

export function useResumeDraft(resume: Resume): [ResumeDraft, DraftEditor] {
  const [draft, setDraft] = useState(() => draftOf(resume));
  const setHeader = useCallback(
    (field: HeaderField, value: string) => setDraft((d) => ({ ...d, header: { ...d.header, [field]: value } })),
    [],
  );
  const setObjective = useCallback((objective: string) => setDraft((d) => ({ ...d, objective })), []);
  const setList = useCallback(
    <K extends keyof DraftLists>(key: K, next: DraftLists[K]) => setDraft((d) => ({ ...d, [key]: next })),
    [],
  );
  const setSkills = useCallback((skills: string[]) => setDraft((d) => ({ ...d, skills })), []);
  const setSettings = useCallback(
    (patch: Partial<ResumeLook>) => setDraft((d) => ({ ...d, settings: { ...d.settings, ...patch } })),
    [],
  );
  const setShow = useCallback(
    (section: SectionKey, patch: Partial<ResumeSectionShow>) =>
      setDraft((d) => ({ ...d, show: { ...d.show, [section]: { ...d.show[section], ...patch } } })),
    [],
  );
  const editor = useMemo(
    () => ({ setHeader, setObjective, setList, setSkills, setSettings, setShow }),
    [setHeader, setObjective, setList, setSkills, setSettings, setShow],
  );
  return [draft, editor];
}
