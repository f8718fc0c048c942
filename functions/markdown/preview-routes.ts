// POST /_internal/markdown/preview: the editor's live preview, rendered by the same sanitizing renderer as the pages.
import { Hono } from 'hono';
import { z } from 'zod';
import { requireViewer } from '#access';
import { projectBodySchema } from '#contracts/project-write.ts';
import type { AppEnv } from '#access';
import { validJson } from '#lib/validation.ts';
import { renderMarkdown } from './render.ts';
import { siteMarkdownOptions } from './site-options.ts';

const previewBody = z.object({ markdown: projectBodySchema });

export const markdownPreviewRoutes = new Hono<AppEnv>().post('/markdown/preview', async (c) => {
  // Only people who can write something get to use the renderer; it is not a public service.
  await requireViewer(c, 'PROJECT_WRITE');
  const { markdown } = await validJson(c, previewBody);
  const { config } = await c.var.runtime();
  return c.json({ html: renderMarkdown(markdown, siteMarkdownOptions(config)) });
});
