// How the widget's script is bundled: one minified IIFE from src/features/jobs-widget/embed/, no
// framework. The production build (scripts/build-server.ts) bundles it into the server; from
// sources, script-source.ts bundles it the same way on first use.
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';

export const WIDGET_ENTRY = fileURLToPath(new URL('../../src/features/jobs-widget/embed/main.ts', import.meta.url));
export const WIDGET_TSCONFIG = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));

export const widgetBuildOptions: BuildOptions = {
  entryPoints: [WIDGET_ENTRY],
  tsconfig: WIDGET_TSCONFIG,
  bundle: true,
  write: false,
  minify: true,
  format: 'iife',
  platform: 'browser',
  // The browsers of the board's own web app; shadow DOM and fetch are everywhere among them.
  target: ['es2020'],
  legalComments: 'none',
  logLevel: 'warning',
};
