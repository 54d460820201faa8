// Row types of notifications and the other tables of migration 0007-applications.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the owning issue
export type ApplicationTables = {};
