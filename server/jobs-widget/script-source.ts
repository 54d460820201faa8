// The widget's script text. The production build defines __JOBS_WIDGET_JS__ as the bundled script,
// so the built server carries it and reads no file beside it; from sources (development and the
// API tests, where esbuild is installed) it is bundled on first use with the same options.
import { createRequire } from 'node:module';
import type * as Esbuild from 'esbuild';
import { widgetBuildOptions } from './script-build.ts';

declare const __JOBS_WIDGET_JS__: string | undefined;

let built: string | undefined;

export function widgetScript(): string {
  if (typeof __JOBS_WIDGET_JS__ === 'string') return __JOBS_WIDGET_JS__;
  if (built === undefined) {
    // Required at run time, not imported: the built server never loads esbuild (a dev dependency).
    const esbuild = createRequire(import.meta.url)('esbuild') as typeof Esbuild;
    built = esbuild.buildSync({ ...widgetBuildOptions, write: false }).outputFiles?.[0]?.text ?? '';
  }
  return built;
}
