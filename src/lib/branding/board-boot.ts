// The board's boot record the server wrote into the page (shared/branding/boot.ts), read once.
// Fixture mode and unit tests have none: the platform's defaults apply.
import { BOOT_ELEMENT_ID, parseBoardBoot, type BoardBoot } from '@shared/branding/boot.ts';

let boot: BoardBoot | null | undefined;
let serverSource: (() => BoardBoot | null) | null = null;

export function boardBoot(): BoardBoot | null {
  if (serverSource) return serverSource();
  if (boot === undefined)
    boot =
      typeof document === 'undefined' ? null : parseBoardBoot(document.getElementById(BOOT_ELEMENT_ID)?.textContent);
  return boot;
}

/** Forgets the record read, so a test can write another into the page. */
export function forgetBoardBoot(): void {
  boot = undefined;
}

/**
 * On the server, where one process renders many boards and no page holds the record: where the
 * record of the board being rendered comes from (its request's async context, ssr/entry-server).
 */
export function readBoardBootFrom(source: () => BoardBoot | null): void {
  serverSource = source;
}
