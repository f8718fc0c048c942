// /locales/{code}.json: a language's messages (en-US filling what it lacks), pre-built so switching loads one static file.
import type { APIRoute, GetStaticPaths } from 'astro';
import { LOCALES } from '#contracts/locales.ts';
import { messageBundle } from '#site/i18n/translator.ts';

export const prerender = true;

export const getStaticPaths = (() => LOCALES.map((entry) => ({ params: { code: entry.code } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(messageBundle(params.code!)), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
