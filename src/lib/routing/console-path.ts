// Where the console lives, without its sections' list (see shared/console/paths.ts).
export { CONSOLE_ROOT, isConsolePath } from '@shared/console/paths.ts';
