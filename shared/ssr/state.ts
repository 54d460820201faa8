// The data block a server-rendered page carries: the query cache the server filled while
// rendering, so the browser hydrates the same markup from the same data without asking again.
// A data block, never executed, so the pages' script policy is untouched (like the boot record). Its own module, with no imports: the first page's script
// reads it, and anything it imported would come along (shared/ssr/pages.ts says which pages).

export const SSR_STATE_ELEMENT_ID = 'ssr-state';
