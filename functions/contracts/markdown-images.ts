// Images pasted into the Markdown editor (spec §5, §9): the size limit both the editor and the upload route apply.
export const MARKDOWN_IMAGE_MAX_BYTES = 1024 * 1024;
/** The spec's exact message for an editor image over the limit. */
export const MARKDOWN_IMAGE_TOO_LARGE = 'File too large';
