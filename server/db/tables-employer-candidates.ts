// Row types of employer candidate handling (migration 0021-employer-candidates).

export type EmployerCandidateTables = Record<never, never>;
