// Which packages a production install needs: what the built server imports, and the few it reads
// by path. package.json's `dependencies` must be exactly that set, so `npm ci --omit=dev` installs
// what runs and no more. Peers the imported packages require npm installs with them (npm 7 and
// later), so they are not declared for the server's sake.

/** Read from their folders at run time, never imported, and why. */
export const READ_BY_PATH: Record<string, string> = {
  '@fontsource/inter': 'the resume PDFs embed its font files (server/resumes/pdf/fonts.ts)',
  '@jsonresume/schema':
    'the JSON Resume import validates against its schema.json (server/candidate-profile/json-resume-schema.ts)',
};

/** Imported by a chunk production never loads, and why (a development install has them). */
export const DEVELOPMENT_ONLY: Record<string, string> = {
  '@faker-js/faker': 'the demo seeder, loaded only when SEED_DEMO is on (server/main.ts says what to install)',
};

/** The imported packages and those read by path, less those only development loads. */
export function runtimePackages(imported: Iterable<string>): Set<string> {
  const needed = new Set<string>([...imported, ...Object.keys(READ_BY_PATH)]);
  for (const name of Object.keys(DEVELOPMENT_ONLY)) needed.delete(name);
  return needed;
}

/** One line per package in the wrong section of package.json; empty when it matches. */
export function runtimePackageProblems(imported: Iterable<string>, pkg: object): string[] {
  const declared = new Set(Object.keys((pkg as { dependencies?: Record<string, string> }).dependencies ?? {}));
  const needed = runtimePackages(imported);
  return [
    ...[...needed]
      .filter((n) => !declared.has(n))
      .sort()
      .map((n) => `${n} runs in production but is not in dependencies: npm ci --omit=dev would leave it out`),
    ...[...declared]
      .filter((n) => !needed.has(n))
      .sort()
      .map((n) => `${n} is in dependencies but the built server never imports it: move it to devDependencies`),
  ];
}
