// The RSS and Atom documents the feed endpoints serve, read back with a real XML parser.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { atomFeed, rssFeed, type Feed } from './feeds.ts';
import { sitemapXml } from './sitemap.ts';

const feed: Feed = {
  title: 'Kiln News',
  description: 'Announcements & stories from the <Kiln> team.',
  pageUrl: 'https://kiln.example/news',
  feedUrl: 'https://kiln.example/news/rss.xml',
  items: [
    {
      title: 'Servers & "sub-users" <finally>',
      link: 'https://kiln.example/news/article/sub-users',
      date: new Date('2026-10-06T11:00:00Z'),
      summary: 'Invite friends to help run a server.',
      html: '<p>Read <a href="https://kiln.example/servers">the plans</a> &amp; more.</p>',
      authors: ['Tomás Reyes', 'Mara Lindqvist'],
      categories: ['servers'],
    },
    {
      title: 'Hello, Kiln',
      link: 'https://kiln.example/news/article/hello-kiln',
      date: new Date('2024-12-10T08:00:00Z'),
      summary: 'Kiln is open.',
    },
  ],
};

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['item', 'entry', 'author', 'link', 'category', 'url'].includes(name) });

describe('RSS feed', () => {
  it('is well-formed RSS 2.0 with one item per entry, escaped text and the full HTML', async () => {
    const xml = await rssFeed(feed);
    expect(XMLValidator.validate(xml)).toBe(true);
    const { rss } = parser.parse(xml);
    expect(rss['@version']).toBe('2.0');
    const channel = rss.channel;
    expect(channel.title).toBe('Kiln News');
    expect(channel.description).toBe('Announcements & stories from the <Kiln> team.');
    expect(channel.link).toEqual(['https://kiln.example/news']);
    expect(channel['atom:link']['@href']).toBe('https://kiln.example/news/rss.xml');
    expect(channel.item).toHaveLength(2);
    const [first] = channel.item;
    expect(first.title).toBe('Servers & "sub-users" <finally>');
    expect(first.link[0]).toBe('https://kiln.example/news/article/sub-users');
    expect(new Date(first.pubDate).toISOString()).toBe('2026-10-06T11:00:00.000Z');
    expect(first['content:encoded']).toContain('<a href="https://kiln.example/servers">the plans</a>');
    expect(first.category).toEqual(['servers']);
  });
});

describe('Atom feed', () => {
  it('is well-formed Atom 1.0 with ids, dates, authors and HTML content that round-trips', () => {
    const xml = atomFeed(feed);
    expect(XMLValidator.validate(xml)).toBe(true);
    const atom = parser.parse(xml).feed;
    expect(atom['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(atom.id).toBe('https://kiln.example/news/rss.xml');
    expect(atom.updated).toBe('2026-10-06T11:00:00.000Z');
    expect(atom.link.map((link: Record<string, string>) => link['@rel'])).toEqual(['self', 'alternate']);
    expect(atom.entry).toHaveLength(2);
    const [first, second] = atom.entry;
    expect(first.title).toBe('Servers & "sub-users" <finally>');
    expect(first.id).toBe('https://kiln.example/news/article/sub-users');
    expect(first.author.map((author: { name: string }) => author.name)).toEqual(['Tomás Reyes', 'Mara Lindqvist']);
    expect(first.content['@type']).toBe('html');
    expect(first.content['#text']).toBe(feed.items[0]!.html);
    expect(second.author.map((author: { name: string }) => author.name)).toEqual(['Kiln']);
    expect(second.content).toBeUndefined();
  });

  it('stays valid with no entries', () => {
    const xml = atomFeed({ ...feed, items: [] });
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parser.parse(xml).feed.updated).toBe('1970-01-01T00:00:00.000Z');
  });
});

describe('sitemap', () => {
  it('lists escaped absolute URLs with day-precision lastmod', () => {
    const xml = sitemapXml([{ loc: 'https://kiln.example/mod/a&b', lastmod: new Date('2026-03-14T17:00:00Z') }, { loc: 'https://kiln.example/plus' }]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const urls = parser.parse(xml).urlset.url;
    expect(urls).toEqual([{ loc: 'https://kiln.example/mod/a&b', lastmod: '2026-03-14' }, { loc: 'https://kiln.example/plus' }]);
  });
});
