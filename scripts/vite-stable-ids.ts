// Mantine's `useId` (@mantine/hooks) starts from React's id, which the server and the browser
// agree on, and then swaps it for a random one in a layout effect. That setState runs in every
// component that names its parts (inputs, nav links, popovers, the app shell) right after the
// page is hydrated, as a synchronous re-render of each: 170-265 ms of one task at 4x CPU
// throttling on the browse page (docs/public-pages-speed.md). The random id only guards against
// two React roots on one page; the app has one root, and its portals are in it. So the build
// keeps React's id: the same string Mantine renders on the server and first in the browser.
// `vite dev` prebundles Mantine without this plugin and keeps Mantine's own hook.
import type { Plugin } from 'vite';

const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

export const STABLE_USE_ID = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}
`;

export function stableIds(): Plugin {
  return {
    name: 'jobboard:stable-ids',
    enforce: 'pre',
    load(id) {
      return MANTINE_USE_ID.test(id.split('?')[0] ?? id) ? STABLE_USE_ID : null;
    },
  };
}
