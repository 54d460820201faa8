// The editor's draft: blocks added with their type's default settings, moved within bounds,
// hidden and deleted, and "unsaved changes" meaning a difference from what was last saved.
import { describe, expect, it } from 'vitest';
import { blocks } from '@generated/manifest';
import type { AdminPage } from '@generated/api/model';
import { blockProblems } from './block-problems';
import { editorReducer, emptyState, inputOf, isDirty, type EditorAction, type EditorState } from './editor-state';

const page: AdminPage = {
  slug: 'summer-jobs',
  title: 'Summer jobs',
  description: '',
  isStandard: false,
  isPublished: false,
  hasDraft: true,
  canUndo: false,
  publishedAt: null,
  updatedAt: null,
  blocks: [{ type: 'text', settings: { body: 'Hello', align: 'left' }, isVisible: true }],
};

const run = (...actions: EditorAction[]) =>
  actions.reduce<EditorState>(editorReducer, editorReducer(emptyState, { kind: 'load', page }));

describe('the page editor’s draft', () => {
  it('adds blocks with their default settings, opened, and counts as unsaved', () => {
    const state = run({ kind: 'add', type: 'browse_jobs' });
    const added = state.draft.blocks[1];
    expect(added?.settings).toEqual(blocks.browse_jobs.defaultSettings);
    expect(state.opened).toBe(added?.key);
    expect(isDirty(state)).toBe(true);
    expect(isDirty(run())).toBe(false);
  });

  it('moves within the page, hides and deletes', () => {
    const added = run({ kind: 'add', type: 'html' });
    const [first, second] = added.draft.blocks;
    const key = second?.key ?? '';
    expect(editorReducer(added, { kind: 'move', key, by: 1 }).draft.blocks).toBe(added.draft.blocks);
    const moved = editorReducer(added, { kind: 'move', key, by: -1 });
    expect(moved.draft.blocks.map((b) => b.type)).toEqual(['html', 'text']);
    const hidden = editorReducer(moved, { kind: 'toggle', key: first?.key ?? '' });
    expect(inputOf(hidden.draft).blocks[1]?.isVisible).toBe(false);
    expect(editorReducer(hidden, { kind: 'remove', key }).draft.blocks.map((b) => b.type)).toEqual(['text']);
  });

  it('finds a block’s problems as the server would, the link rule included', () => {
    expect(blockProblems('browse_companies', { count: 99, showSearch: true }).fields.count).toMatch(/Must be <= 24/);
    expect(blockProblems('text', { align: 'left' }).fields.body).toBe('This field is required');
    expect(
      blockProblems('call_to_action', { heading: 'Go', buttonLabel: 'Go', buttonLink: 'javascript:alert(1)' }).fields
        .buttonLink,
    ).toMatch(/path on this site/);
    expect(blockProblems('apps_link', { heading: 'Apps' }).form.length).toBeGreaterThan(0);
    for (const type of Object.keys(blocks) as (keyof typeof blocks)[])
      expect(blockProblems(type, blocks[type].defaultSettings as Record<string, unknown>), type).toEqual({
        fields: {},
        form: [],
      });
  });
});
