// Hostile descriptions render inert: a corpus of script, event-handler, URL-scheme, SVG, MathML, CSS and iframe tricks,
// each checked by parsing the output the way a browser does (parse5) rather than by matching strings.
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render.ts';

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['documentFragment'];
type Element = DefaultTreeAdapterMap['element'];

const options = { ownHosts: ['kiln.localhost'], imageProxy: 'https://wsrv.nl/' };

const SCHEMES = ['javascript', 'JaVaScRiPt', ' javascript', 'java\nscript', 'java\tscript', 'jav&#x09;ascript', 'jav&#x0A;ascript',
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;', '&#x6A;avascript', '&#0000106avascript', '\u0001javascript', 'vbscript', 'VBScript', 'file'];
const URL_ATTRIBUTES = [['a', 'href'], ['img', 'src'], ['img', 'srcset'], ['video', 'src'], ['video', 'poster'], ['audio', 'src'],
  ['source', 'src'], ['source', 'srcset'], ['iframe', 'src'], ['form', 'action'], ['button', 'formaction'], ['object', 'data'],
  ['embed', 'src'], ['table', 'background'], ['blockquote', 'cite'], ['base', 'href']];

const CORPUS: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" OnError="alert(1)">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<img/src="x"/onerror="alert(1)">',
  '<body onload=alert(1)>',
  '<div onmouseover="alert(1)">hover</div>',
  '<a href="#" onclick="alert(1)">click</a>',
  '<details open ontoggle=alert(1)><summary>x</summary></details>',
  '<font color="red" onmouseover=alert(1)>x</font>',
  '<input type="checkbox" onfocus=alert(1) autofocus>',
  '<input type="image" src=x onerror=alert(1)>',
  '"><img src=x onerror=alert(1)>',
  ...URL_ATTRIBUTES.flatMap(([tag, attribute]) => SCHEMES.map((scheme) => `<${tag} ${attribute}="${scheme}:alert(1)">x</${tag}>`)),
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<img srcset="https://i.imgur.com/a.png 1x, javascript:alert(1) 2x">',
  '[x](javascript:alert(1))',
  '[x](JAVASCRIPT:alert(1))',
  '[x](<javascript:alert(1)>)',
  '[x](java%0ascript:alert(1))',
  '![x](javascript:alert(1))',
  '[a][1]\n\n[1]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '<form action="https://evil.example"><button formaction="javascript:alert(1)">go</button></form>',
  '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><set attributeName="href" to="javascript:alert(1)" /></svg>',
  '<svg><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCc+PC9zdmc+#x" /></svg>',
  '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math href="javascript:alert(1)">CLICK</math>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  '<math><mi xlink:href="data:x,<script>alert(1)</script>">x</mi></math>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="width:expression(alert(1))">x</p>',
  '<p style="text-align:center;background-image:url(https://evil.example/t.png)">x</p>',
  '<span style="-moz-binding:url(https://evil.example/x.xml#x)">x</span>',
  '<div style="behavior:url(x.htc)">x</div>',
  '<p style="text-align:center&#59;background:url(javascript:alert(1))">x</p>',
  '<style>@import "https://evil.example/x.css"; body{background:url(javascript:alert(1))}</style>',
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&start=5&origin=https://evil.example"></iframe>',
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" srcdoc="<script>alert(1)</script>" onload="alert(1)" sandbox="allow-scripts allow-same-origin"></iframe>',
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=1;alert(1)&end=2"></iframe>',
  '<iframe src="https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ"></iframe>',
  '<iframe src="//www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe src="https://discord.com/widget?id=123456789012345678&theme=light&callback=alert(1)"></iframe>',
  '<IFRAME SRC="JaVaScRiPt:alert(1)"></IFRAME>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><img src=x onerror=alert(1)></template>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<textarea><script>alert(1)</script></textarea>',
  '<select><option><img src=x onerror=alert(1)></option></select>',
  '<a href="https://evil.example" target="_blank">away</a>',
  '```html\n<script>alert(1)</script>\n```',
  '`<img src=x onerror=alert(1)>`',
];

const FORBIDDEN_TAGS = new Set(['script', 'style', 'svg', 'math', 'object', 'embed', 'form', 'button', 'base', 'meta', 'link',
  'noscript', 'template', 'textarea', 'select', 'option', 'body', 'html', 'head', 'frame', 'frameset', 'applet']);
const FORBIDDEN_ATTRIBUTES = new Set(['srcdoc', 'formaction', 'action', 'background', 'sandbox', 'xlink:href', 'data', 'to', 'values']);
const ALLOWED_STYLE_PROPERTIES = new Set(['image-rendering', 'text-align', 'float']);
const SAFE_IFRAME = /^https:\/\/(www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}(\?(start|end)=\d+(&end=\d+)?)?|discord\.com\/widget\?id=\d{18,19}&theme=dark)$/;

const elements = (node: Node): Element[] => {
  const children = 'childNodes' in node ? node.childNodes : [];
  const own = 'tagName' in node ? [node as Element] : [];
  const inner = 'content' in node && node.content ? elements(node.content) : [];
  return [...own, ...inner, ...children.flatMap((child) => elements(child))];
};

/** The scheme a browser's URL parser sees (after dropping whitespace and control characters), or null for a relative URL. */
const scheme = (url: string) => /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020\u007f]/g, ''))?.[1]?.toLowerCase() ?? null;

function problems(html: string): string[] {
  const found: string[] = [];
  for (const element of elements(parseFragment(html))) {
    const tag = element.tagName;
    if (FORBIDDEN_TAGS.has(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`<${tag}>`);
    for (const { name, value } of element.attrs) {
      if (name.startsWith('on') || FORBIDDEN_ATTRIBUTES.has(name)) found.push(`${tag}[${name}]`);
      const urls = name === 'srcset' ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '') : ['href', 'src', 'poster', 'cite'].includes(name) ? [value] : [];
      for (const url of urls) {
        const kind = scheme(url);
        const dataImage = kind === 'data' && /^data:image\//i.test(url.trim()) && ['img', 'source'].includes(tag);
        if (kind !== null && !['http', 'https', 'mailto', 'tel', 'ftp'].includes(kind) && !dataImage) {
          found.push(`${tag}[${name}=${url}]`);
        }
      }
      if (name === 'style') {
        for (const declaration of value.split(';').filter((part) => part.trim())) {
          const [property = '', ...rest] = declaration.split(':');
          if (!ALLOWED_STYLE_PROPERTIES.has(property.trim().toLowerCase()) || /url\(|expression/i.test(rest.join(':'))) found.push(`style=${value}`);
        }
      }
      if (tag === 'iframe' && name === 'src' && !SAFE_IFRAME.test(value)) found.push(`iframe[src=${value}]`);
    }
    if (tag === 'a' && element.attrs.some((a) => a.name === 'href' && /^https?:/i.test(a.value) && !a.value.includes('kiln.localhost'))) {
      const rel = element.attrs.find((a) => a.name === 'rel')?.value ?? '';
      if (!rel.includes('noopener')) found.push('external link without rel=noopener');
    }
  }
  return found;
}

describe('hostile Markdown renders inert', () => {
  it.each(CORPUS)('%s', (payload) => {
    const html = renderMarkdown(payload, options);
    expect(problems(html)).toEqual([]);
    expect(html).not.toMatch(/<\s*script/i);
  });

  it('keeps the harmless parts of the corpus', () => {
    expect(renderMarkdown('<a href="https://evil.example" target="_blank">away</a>', options)).toContain('rel="noopener nofollow ugc"');
    expect(renderMarkdown('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=5&autoplay=1"></iframe>', options))
      .toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=5"');
    expect(renderMarkdown('`<img src=x onerror=alert(1)>`', options)).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('catches what it is meant to catch', () => {
    expect(problems('<img src="x" onerror="alert(1)">')).toEqual(['img[onerror]']);
    expect(problems('<a href="java&#x09;script:alert(1)">x</a>')).toEqual(['a[href=java\tscript:alert(1)]']);
    expect(problems('<svg></svg>')).toEqual(['<svg>']);
    expect(problems('<p style="color:red">x</p>')).toEqual(['style=color:red']);
  });
});
