// Text normalisation shared by indexing and querying: case and accent folding, word splitting, camel-case parts.
const WORD = /[\p{L}\p{N}]+/gu;
const CAMEL_BOUNDARY = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
const POSSESSIVE = /['’]s\b/gu;
const DIACRITICS = /\p{M}+/gu;

const fold = (text: string) => text.normalize('NFKD').replace(DIACRITICS, '').toLowerCase();

/** Words of a query, folded, in order, without repeats. */
export function queryTerms(text: string): string[] {
  return [...new Set(fold(text.replace(POSSESSIVE, '')).match(WORD) ?? [])];
}

/**
 * Words of an indexed field. Coined titles such as "AuthReloaded" also yield their parts ("auth", "reloaded"),
 * so typing either half finds them.
 */
export function fieldTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of text.replace(POSSESSIVE, '').match(WORD) ?? []) {
    terms.push(fold(word));
    const parts = word.split(CAMEL_BOUNDARY);
    if (parts.length > 1) for (const part of parts) terms.push(fold(part));
  }
  return terms;
}

/** The key under which a title counts as an exact match for a query. */
export const exactKey = (text: string) => queryTerms(text).join(' ');
