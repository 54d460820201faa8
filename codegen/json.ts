// JSON values as the contract's files hold them. Apart from bundle.ts, so that the steps the bundle
// runs (input-bounds.ts) can name them without an import cycle.
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
