// The console's sections live in shared/ so the server answers their pages as the app's screens.
export * from '@shared/console/sections.ts';
