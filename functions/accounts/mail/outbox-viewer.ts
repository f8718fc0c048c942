// /_dev/mail: the outbox as a plain HTML page for the developer (development mode, asked straight from this machine),
// and a 404 to anyone else.
// Served by the API app because Astro never routes page files under a directory whose name starts with "_".
import { Hono } from 'hono';
import type { AppEnv } from '#access';
import { escapeHtml } from '#contracts/html.ts';
import { isDirectLoopback } from '#lib/client-ip.ts';
import { listOutbox } from '#platform/mail/index.ts';

export const mailViewerRoutes = new Hono<AppEnv>()
  .get('/mail', async (c) => {
    const { db, config } = await c.var.runtime();
    if (config.mode !== 'development' || !isDirectLoopback(c)) return c.notFound();
    const mails = await listOutbox(db);
    const items = mails.map((mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To: ${escapeHtml(mail.to)} · <time datetime="${mail.created.toISOString()}">${mail.created.toISOString()}</time></p>
  <pre>${escapeHtml(mail.text)}</pre>
</article>`).join('\n');
    c.header('Cache-Control', 'no-store');
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Development mail - Kiln</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:.6rem;padding:0 1rem;margin:1rem 0}.meta{color:#666}pre{white-space:pre-wrap;word-break:break-all}</style>
</head><body><h1>Development mail</h1><p>Mail kept in the outbox instead of being sent, newest first.</p>
${items || '<p>The outbox is empty.</p>'}
</body></html>`);
  });
