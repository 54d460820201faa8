// The admin domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/admin/ is its own.
export { adminAppearanceHandlers } from './appearance/handlers.ts';
export { adminCatalogueHandlers } from './catalogue/handlers.ts';
export { adminCategoryHandlers } from './categories/handlers.ts';
export { adminChatReportHandlers } from './chat-reports/handlers.ts';
export { adminContactMessageHandlers } from './contact-messages/handlers.ts';
export { adminDomainHandlers } from './domains/handlers.ts';
export { adminFormHandlers } from './forms/handlers.ts';
export { adminHandlers } from './handlers.ts';
export { adminMailTemplateHandlers } from './mail-templates/handlers.ts';
export { adminMasterDataHandlers } from './master-data/handlers.ts';
export { adminPageHandlers } from './pages/handlers.ts';
export { adminRedirectHandlers } from './redirects/handlers.ts';
export { adminSettingsHandlers } from './settings/handlers.ts';
