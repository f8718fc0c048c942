// The Markdown allow-list of spec §5: what survives, what is rewritten and what is removed.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render.ts';

const options = { ownHosts: ['kiln.localhost'], imageProxy: 'https://kiln.localhost/image-proxy' };
const render = (markdown: string) => renderMarkdown(markdown, options);

describe('renderMarkdown', () => {
  it('renders GitHub-flavoured Markdown', () => {
    const html = render('# Title\n\n- [x] done\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n~~gone~~');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<table>');
    expect(html).toContain('<del>gone</del>');
    expect(html).toContain('type="checkbox"');
  });

  it('keeps own links plain and marks other links noopener nofollow ugc', () => {
    expect(render('[home](https://kiln.localhost/mods)')).toBe('<p><a href="https://kiln.localhost/mods">home</a></p>\n');
    expect(render('[away](https://example.com)')).toContain('rel="noopener nofollow ugc"');
  });

  it('opens links to other sites in a new tab only when the reader asked for it', () => {
    const source = '[away](https://example.com) <a href="https://example.org" target="_top">top</a> [home](https://kiln.localhost/mods)';
    const newTab = renderMarkdown(source, { ...options, externalLinksNewTab: true });
    expect(newTab.match(/target="_blank"/g)).toHaveLength(2);
    expect(newTab).toContain('<a href="https://kiln.localhost/mods">home</a>');
    expect(renderMarkdown(source, { ...options, externalLinksNewTab: false })).not.toContain('target=');
  });

  it('blocks dangerous URL schemes and scripts', () => {
    const html = render('[x](javascript:alert(1)) <a href="vbscript:x">v</a> <a href="file:///etc/passwd">f</a><script>alert(1)</script><img src=x onerror="alert(1)">');
    expect(html).not.toMatch(/javascript:|vbscript:|file:|<script|onerror/);
    expect(render('<a href="mailto:a@b.c">m</a> <a href="tel:123">t</a>')).toContain('href="mailto:a@b.c"');
  });

  it('keeps only video and chat-widget iframes, with numeric start and end only', () => {
    const video = render('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=10&end=20&autoplay=1"></iframe>');
    expect(video).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=10&amp;end=20"');
    expect(render('<iframe src="https://discord.com/widget?id=123456789012345678&theme=light"></iframe>')).toContain('id=123456789012345678');
    expect(render('<iframe src="https://evil.example/embed"></iframe>')).not.toContain('iframe');
    expect(render('<iframe src="https://www.youtube.com/embed/short"></iframe>')).not.toContain('iframe');
  });

  it('keeps only hljs- and language- classes, and highlights known languages', () => {
    const html = render('```java\nclass A {}\n```');
    expect(html).toContain('<code class="language-java">');
    expect(html).toContain('hljs-keyword');
    expect(render('<span class="hljs-string evil">x</span>')).toBe('<p><span class="hljs-string">x</span></p>\n');
    expect(render('```toml\na = 1\n```')).toContain('hljs-attr');
    expect(render('<p class="button button-primary">x</p><div class="hljs-string">y</div>')).toBe('<p>x</p><div>y</div>');
  });

  it('keeps ids and anchors in a namespace of their own, with in-page links following them', () => {
    const html = render('<h2 id="download">Download</h2><a name="faq"></a>\n\n[Jump](#download) [Out](https://example.org/#x)');
    expect(html).toContain('<h2 id="user-content-download">Download</h2>');
    expect(html).toContain('<a name="user-content-faq"></a>');
    expect(html).toContain('<a href="#user-content-download">Jump</a>');
    expect(html).toContain('href="https://example.org/#x"');
    expect(render('<span id="user-content-x" class="hljs-title">t</span>')).toContain('<span id="user-content-x" class="hljs-title">');
  });

  it('allows only the listed inline styles', () => {
    expect(render('<p style="text-align: center; color: red">x</p>')).toBe('<p style="text-align:center">x</p>');
    expect(render('<img src="https://i.imgur.com/a.png" style="image-rendering: pixelated; float: left">')).toContain('style="image-rendering:pixelated;float:left"');
  });

  it('keeps trusted and data: images, and proxies the rest', () => {
    expect(render('![a](https://i.imgur.com/a.png)')).toContain('src="https://i.imgur.com/a.png"');
    expect(render('![a](data:image/png;base64,AAAA)')).toContain('src="data:image/png;base64,AAAA"');
    expect(render('![a](https://tracker.example/pixel.png)')).toContain(`src="https://kiln.localhost/image-proxy?url=${encodeURIComponent('https://tracker.example/pixel.png')}"`);
  });

  it('stops at the nesting limit of 100', () => {
    const deep = '<div>'.repeat(150) + 'deep' + '</div>'.repeat(150);
    expect((render(deep).match(/<div>/g) ?? []).length).toBeLessThanOrEqual(100);
  });
});
