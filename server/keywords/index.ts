// The keywords domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/keywords/ is its own.
export { boardDictionary, storedSynonymGroups, type SynonymGroup } from './board-synonyms.ts';
export { keywordGroups, mayBeTypo, oneEditAway, type KeywordGroup } from './keyword.ts';
export { relatedRoleNames, relatedTitles } from './related-roles.ts';
export { canonicalTerm, normalise, LEVEL_WORDS, termVariants, type Dictionary } from './synonyms.ts';
