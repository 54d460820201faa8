// Row types of bulk imports and the job queue (migration 0009-imports).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the owning issue
export type ImportTables = {};
