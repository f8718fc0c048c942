// GET /_internal/project-slug/{slug}: whether a slug is free for a new project, counting hidden projects too.
import { Hono } from 'hono';
import { requireViewer } from '#access';
import { projectSlugSchema } from '#contracts/project-write.ts';
import type { AppEnv } from '#access';
import { selectSlugClash } from './write-queries.ts';

/** The public `/check` route hides drafts (api-compat §visibility), so a creator could pick a slug that creation then refuses. */
export const projectSlugRoutes = new Hono<AppEnv>().get('/project-slug/:slug', async (c) => {
  await requireViewer(c, 'PROJECT_CREATE');
  const parsed = projectSlugSchema.safeParse(c.req.param('slug'));
  if (!parsed.success) return c.json({ available: false, reason: 'invalid', description: parsed.error.issues[0]?.message ?? 'Invalid slug' });
  const { db } = await c.var.runtime();
  const clash = await selectSlugClash(db, parsed.data, null);
  const reason = clash.taken ? 'taken' : clash.collides ? 'collides' : null;
  return c.json({ available: reason === null, reason });
});
