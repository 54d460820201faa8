// The catalogue a web file's messages belong to (docs/localization.md): its feature's
// (`src/features/<name>/`), or `common` for the shared code. The build qualifies each message id by
// it and the loader qualifies the ids it loads the same way, so both ask this one function.
export const COMMON_CATALOGUE = 'common';

export function catalogueOfPath(path: string): string {
  return /\/src\/features\/([^/]+)\//.exec(path)?.[1] ?? COMMON_CATALOGUE;
}
