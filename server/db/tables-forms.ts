// Row types of custom forms and saved form data (migration 0008-forms).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the owning issue
export type FormTables = {};
