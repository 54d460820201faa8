// The master-data domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/master-data/ is its own.
export { findCategoryBySlug, listCategoryRows } from './categories-repo.ts';
export { ensureDefaultCategories } from './categories.ts';
export { openJobsByCategory } from './category-job-counts-repo.ts';
export { masterDataHandlers } from './handlers.ts';
export { masterKey, type MasterKind } from './master-defaults.ts';
export {
  findMasterByName,
  insertTenantMaster,
  listMasterRows,
  mastersByIds,
  mastersOfKinds,
  type MasterRow,
} from './masters-repo.ts';
export { tenantSkills, type SkillItem } from './skills-repo.ts';
