// Estimated reading time of a Markdown body.
const WORDS_PER_MINUTE = 220;

/** Whole minutes, at least one; Markdown punctuation and link targets are not words a reader reads. */
export function readingMinutes(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#>*_`~\-[\]|]/g, ' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
