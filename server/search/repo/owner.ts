/** Whose rows a statement reaches: one company on one board (saved searches, candidate lists). */
export type Owner = { clientId: string; companyId: string };
