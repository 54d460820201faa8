// The props every block component gets: its settings (checked against the type's schema by the
// server before they are stored and again before they are served) and an id for its headings.
import type { BlockSettings, BlockType } from '@generated/manifest';

export type BlockProps<T extends BlockType> = {
  settings: BlockSettings<T>;
  /** Unique on the page: the block's id, for heading ids and form field ids. */
  blockId: string;
};
