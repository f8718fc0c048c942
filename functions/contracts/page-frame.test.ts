// A built page set into a signed-in person's frame keeps its own head and content and takes the frame's <html> tag,
// header, banners and footer; the frame's address names only this site's paths.
import { describe, expect, it } from 'vitest';
import { framedPageUrl, framePage, hasSessionCookie, pageFrameRequest, PAGE_FRAME_PATH } from './page-frame.ts';

const document = (htmlTag: string, head: string, top: string, main: string, bottom: string) =>
  `<!doctype html>${htmlTag}<head>${head}</head><body>${top}<main id="main" data-astro-cid-x>${main}</main>${bottom}</body></html>`;

const built = document('<html lang="en-US">', '<title>Terms - Kiln</title>', '<header class="site-header"><a href="/auth/sign-in">Sign in</a></header>',
  '<header class="head"><h1>Terms</h1></header><p>Text</p>', '<footer class="site-footer">automatic</footer>');
const frame = document('<html lang="de-DE" class="dark-mode">', '<title>Kiln</title>', '<header class="site-header"><details class="account-menu">ada</details></header><div role="alert">Renewal failed</div>',
  '', '<footer class="site-footer">Deutsch</footer>');

describe('framePage', () => {
  it('takes the html tag, header, banners and footer from the frame and everything else from the built page', () => {
    const english = frame.replace('lang="de-DE"', 'lang="en-US"');
    expect(framePage(built, english)).toBe(document('<html lang="en-US" class="dark-mode">', '<title>Terms - Kiln</title>',
      '<header class="site-header"><details class="account-menu">ada</details></header><div role="alert">Renewal failed</div>',
      '<header class="head"><h1>Terms</h1></header><p>Text</p>', '<footer class="site-footer">Deutsch</footer>'));
  });

  it('keeps the page in its own language and marks a frame in another one, without a box of its own', () => {
    const wrap = (part: string) => `<div lang="de-DE" style="display: contents">${part}</div>`;
    expect(framePage(built, frame)).toBe(document('<html lang="en-US" class="dark-mode">', '<title>Terms - Kiln</title>',
      wrap('<header class="site-header"><details class="account-menu">ada</details></header><div role="alert">Renewal failed</div>'),
      '<header class="head"><h1>Terms</h1></header><p>Text</p>', wrap('<footer class="site-footer">Deutsch</footer>')));
  });

  it('is null when either document lacks the layout’s landmarks, so the page goes out as built', () => {
    expect(framePage('<html><body><p>no main</p></body></html>', frame)).toBeNull();
    expect(framePage(built, '<html><head></head><body><main id="other"></main></body></html>')).toBeNull();
  });
});

describe('framedPageUrl', () => {
  const at = (of?: string) => {
    const url = new URL(`https://kiln.example${PAGE_FRAME_PATH}`);
    if (of !== undefined) url.searchParams.set('of', of);
    return framedPageUrl(url)?.toString() ?? null;
  };

  it('names a path of this site, with its query', () => {
    expect(at('/legal/terms')).toBe('https://kiln.example/legal/terms');
    expect(at('/news?hl=de')).toBe('https://kiln.example/news?hl=de');
  });

  it('refuses anything else', () => {
    for (const given of [undefined, '', 'legal', 'https://evil.example/', '//evil.example/x', '/\\evil.example']) expect(at(given)).toBeNull();
  });
});

describe('hasSessionCookie', () => {
  it('finds the named cookie among others, and only that one', () => {
    expect(hasSessionCookie('theme=dark; kiln_session=abc', 'kiln_session')).toBe(true);
    expect(hasSessionCookie('kiln_session=abc', 'kiln_session')).toBe(true);
    expect(hasSessionCookie('not_kiln_session=abc; kiln_sessionx=1', 'kiln_session')).toBe(false);
    expect(hasSessionCookie(undefined, 'kiln_session')).toBe(false);
  });
});

describe('pageFrameRequest', () => {
  it('asks for the frame of the page with the person’s headers, but not those that would change how its body comes', () => {
    const headers = new Headers({ cookie: 'kiln_session=abc', 'accept-language': 'de', 'accept-encoding': 'gzip', 'if-none-match': '"x"', range: 'bytes=0-1' });
    const request = pageFrameRequest(new URL('https://kiln.example/legal/terms?hl=de'), headers);
    expect(request.url).toBe(`https://kiln.example${PAGE_FRAME_PATH}?of=%2Flegal%2Fterms%3Fhl%3Dde`);
    expect(request.method).toBe('GET');
    expect([...request.headers.keys()].sort()).toEqual(['accept-language', 'cookie']);
  });
});
