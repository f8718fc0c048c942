// Reading traffic from a request: crawlers told apart from browsers, the kind of client, and Cloudflare's country.
import { describe, expect, it } from 'vitest';
import { countryOf, isKnownBot, sourceOf } from './traffic.ts';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('traffic', () => {
  it('knows crawlers, headless browsers and a missing user agent as bots, and a browser not', () => {
    expect(isKnownBot('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).toBe(true);
    expect(isKnownBot(CHROME.replace('Chrome/', 'HeadlessChrome/'))).toBe(true);
    expect(isKnownBot(undefined)).toBe(true);
    expect(isKnownBot(CHROME)).toBe(false);
  });

  it('tells launchers, browsers and scripts apart', () => {
    expect(sourceOf('PrismLauncher/8.4')).toBe('app');
    expect(sourceOf('kiln-app/1.0.0 (windows)')).toBe('app');
    expect(sourceOf(CHROME)).toBe('site');
    expect(sourceOf('python-requests/2.32')).toBe('api');
    expect(sourceOf(undefined)).toBe('api');
  });

  it("believes CF-IPCountry only behind Cloudflare, and reads Tor and nonsense as unknown", () => {
    expect(countryOf('de', 'cloudflare')).toBe('DE');
    expect(countryOf('DE', false)).toBe('XX');
    expect(countryOf('T1', 'cloudflare')).toBe('XX');
    expect(countryOf('Germany', 'cloudflare')).toBe('XX');
  });
});
