// The page being edited: what was last saved and the draft on screen, so the editor knows whether
// there are unsaved changes. Blocks get keys of their own (the server's versions renumber them).
import { blocks as blockInfo, type BlockType } from '@generated/manifest';
import type { AdminPage, AdminPageDraftInput } from '@generated/api/model';

export type DraftBlock = { key: string; type: BlockType; settings: Record<string, unknown>; isVisible: boolean };
export type Draft = { title: string; description: string; blocks: DraftBlock[] };
export type EditorState = { saved: Draft; draft: Draft; opened: string | null };

export type EditorAction =
  | { kind: 'load'; page: AdminPage }
  | { kind: 'title'; value: string }
  | { kind: 'description'; value: string }
  /** `settings` replace the type's defaults (a spotlight of the board's own busiest category). */
  | { kind: 'add'; type: BlockType; settings?: Record<string, unknown> }
  | { kind: 'move'; key: string; by: -1 | 1 }
  | { kind: 'toggle'; key: string }
  | { kind: 'remove'; key: string }
  | { kind: 'settings'; key: string; settings: Record<string, unknown> }
  | { kind: 'open'; key: string | null };

let counter = 0;
const nextKey = () => `block-${++counter}`;

export function draftOf(page: AdminPage): Draft {
  return {
    title: page.title,
    description: page.description,
    blocks: page.blocks.map((b) => ({ key: nextKey(), type: b.type, settings: b.settings, isVisible: b.isVisible })),
  };
}

export const emptyState: EditorState = {
  saved: { title: '', description: '', blocks: [] },
  draft: { title: '', description: '', blocks: [] },
  opened: null,
};

function mapBlocks(state: EditorState, fn: (blocks: DraftBlock[]) => DraftBlock[]): EditorState {
  return { ...state, draft: { ...state.draft, blocks: fn(state.draft.blocks) } };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.kind) {
    case 'load': {
      const draft = draftOf(action.page);
      return { saved: draft, draft, opened: null };
    }
    case 'title':
      return { ...state, draft: { ...state.draft, title: action.value } };
    case 'description':
      return { ...state, draft: { ...state.draft, description: action.value } };
    case 'add': {
      const block: DraftBlock = {
        key: nextKey(),
        type: action.type,
        settings:
          action.settings ?? (structuredClone(blockInfo[action.type].defaultSettings) as Record<string, unknown>),
        isVisible: true,
      };
      return { ...mapBlocks(state, (bs) => [...bs, block]), opened: block.key };
    }
    case 'move':
      return mapBlocks(state, (bs) => {
        const from = bs.findIndex((b) => b.key === action.key);
        const to = from + action.by;
        if (from < 0 || to < 0 || to >= bs.length) return bs;
        const next = [...bs];
        [next[from], next[to]] = [next[to] as DraftBlock, next[from] as DraftBlock];
        return next;
      });
    case 'toggle':
      return mapBlocks(state, (bs) => bs.map((b) => (b.key === action.key ? { ...b, isVisible: !b.isVisible } : b)));
    case 'remove':
      return mapBlocks(state, (bs) => bs.filter((b) => b.key !== action.key));
    case 'settings':
      return mapBlocks(state, (bs) => bs.map((b) => (b.key === action.key ? { ...b, settings: action.settings } : b)));
    case 'open':
      return { ...state, opened: action.key };
  }
}

export function inputOf(draft: Draft): AdminPageDraftInput {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    blocks: draft.blocks.map(({ type, settings, isVisible }) => ({ type, settings, isVisible })),
  };
}

/** Whether the draft on screen differs from what was last saved (block keys aside). */
export function isDirty(state: EditorState): boolean {
  return JSON.stringify(inputOf(state.draft)) !== JSON.stringify(inputOf(state.saved));
}
