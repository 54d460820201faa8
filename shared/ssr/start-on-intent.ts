// The names the build, the server and the page's small starting module share for a guest's page
// that starts the app on intent (docs/web-performance.md, "Started on intent"). Its own module, with
// no imports: the starting module imports nothing else.

/** The module's source, as the build's inputs and manifest name it (vite.config.ts). */
export const START_ON_INTENT_SOURCE = 'src/start-on-intent.ts';

/** The data block listing the app's modules, which the module preloads on the first sign of life. */
export const APP_MODULES_ELEMENT_ID = 'app-modules';
