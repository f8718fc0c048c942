// The request entrypoint for every adapter: the Kiln API first, then Astro's pages.
import { Hono } from 'hono';
import { astro } from 'astro/hono';
import { createApp } from '#app';

const app = new Hono();
app.route('/', createApp());
app.use(astro());

export default app;
