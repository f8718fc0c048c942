// A built (pre-rendered) page as a signed-in person sees it: the page's own content inside the frame the site renders
// for them at PAGE_FRAME_PATH (their header and account menu, the billing and staging banners, the footer in their
// language, their theme). The Node server and the Worker both serve built pages this way when a session cookie comes.

import { CONDITIONAL_HEADERS } from './conditional-headers.ts';
import { safeRedirect } from './safe-redirect.ts';

/** The on-demand page that renders the frame of the built page named by its `of` parameter. */
export const PAGE_FRAME_PATH = '/page-frame';

/**
 * How a framed page goes out: never stored, as it is one person's; a built page is said to vary by cookie wherever it
 * is served, so a shared cache keeps the visitor's copy and the framed one apart.
 */
export const FRAMED_PAGE_CACHE_CONTROL = 'private, no-store';
export const BUILT_PAGE_VARY = 'Accept-Encoding, Cookie';

/**
 * `headers` without the conditions of a request whose answer must be a whole page made for the one asking: they would
 * let a server answer with the visitor's copy (a 304, a part of it) instead.
 */
export function withoutConditions(headers: Headers): Headers {
  const unconditional = new Headers(headers);
  for (const name of CONDITIONAL_HEADERS) unconditional.delete(name);
  return unconditional;
}

/** Whether a request carries the session cookie named `cookieName`, so its built pages are framed. */
export function hasSessionCookie(cookieHeader: string | null | undefined, cookieName: string): boolean {
  return !!cookieHeader && cookieHeader.split(';').some((pair) => pair.trimStart().startsWith(`${cookieName}=`));
}

/** The request for the frame of the built page at `pageUrl`, on behalf of the person asking for it. */
export function pageFrameRequest(pageUrl: URL, headers: Headers): Request {
  const url = new URL(PAGE_FRAME_PATH, pageUrl.origin);
  url.searchParams.set('of', pageUrl.pathname + pageUrl.search);
  // The frame's body is read here, whole and as text: it comes unencoded.
  const forwarded = withoutConditions(headers);
  forwarded.delete('accept-encoding');
  return new Request(url, { headers: forwarded });
}

/** The built page a frame request is for, or null when `of` is missing or names no path of this site. */
export function framedPageUrl(frameUrl: URL): URL | null {
  const of = safeRedirect(frameUrl.searchParams.get('of') ?? undefined, '');
  if (!of) return null;
  const url = new URL(of, frameUrl.origin);
  return url.origin === frameUrl.origin ? url : null;
}

interface Parts {
  htmlTag: { start: number; end: number };
  /** Between `<body>` and `<main id="main">`: the header and the banners. */
  top: { start: number; end: number };
  /** Between `</main>` and `</body>`: the footer. */
  bottom: { start: number; end: number };
}

function partsOf(html: string): Parts | null {
  const htmlTag = /<html\b[^>]*>/.exec(html);
  const body = /<body\b[^>]*>/.exec(html);
  const main = /<main\b[^>]*\bid="main"[^>]*>/.exec(html);
  const mainEnd = html.lastIndexOf('</main>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (!htmlTag || !body || !main || mainEnd < main.index || bodyEnd < mainEnd || body.index > main.index) return null;
  return {
    htmlTag: { start: htmlTag.index, end: htmlTag.index + htmlTag[0].length },
    top: { start: body.index + body[0].length, end: main.index },
    bottom: { start: mainEnd + '</main>'.length, end: bodyEnd },
  };
}

const langOf = (htmlTag: string) => /\slang="([^"]*)"/.exec(htmlTag)?.[1];

/**
 * The built `page` with the `<html>` tag (theme and display classes), the header and banners and the footer of
 * `frame`; null when either document lacks the layout's landmarks, so the caller serves the page as built. The page
 * keeps its own language on `<html>`, as its content is written in it; a frame in another language says so on a
 * wrapper that makes no box, so screen readers speak each part in its own language and the layout is unchanged.
 */
export function framePage(page: string, frame: string): string | null {
  const own = partsOf(page);
  const worn = partsOf(frame);
  if (!own || !worn) return null;
  const cut = (html: string, range: { start: number; end: number }) => html.slice(range.start, range.end);
  const pageLang = langOf(cut(page, own.htmlTag));
  const frameLang = langOf(cut(frame, worn.htmlTag));
  const htmlTag = pageLang && frameLang ? cut(frame, worn.htmlTag).replace(/\slang="[^"]*"/, ` lang="${pageLang}"`) : cut(frame, worn.htmlTag);
  const chrome = (part: string) => (frameLang && frameLang !== pageLang ? `<div lang="${frameLang}" style="display: contents">${part}</div>` : part);
  return [
    page.slice(0, own.htmlTag.start), htmlTag,
    page.slice(own.htmlTag.end, own.top.start), chrome(cut(frame, worn.top)),
    page.slice(own.top.end, own.bottom.start), chrome(cut(frame, worn.bottom)),
    page.slice(own.bottom.end),
  ].join('');
}
