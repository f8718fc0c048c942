// The markdown module's public surface. Markdown: the one renderer for descriptions, changelogs and news, its preview and body-image routes.
// Other modules and the site import only this file; everything else in the folder is private.
export { bodyImageRoutes } from './image-routes.ts';
export { markdownPreviewRoutes } from './preview-routes.ts';
export { renderMarkdown } from './render.ts';
export { siteMarkdownOptions } from './site-options.ts';
