// The allow-list applied to rendered user Markdown (spec §5): tags, attributes, styles, URL schemes, embeds and images.
import sanitizeHtml from 'sanitize-html';

export interface SanitizeOptions {
  /** Hosts whose links stay plain (the site itself). */
  ownHosts: string[];
  /** Where images from untrusted hosts are fetched through. */
  imageProxy: string;
  /** The reader's choice (cosmetics externalLinksNewTab): links to other sites open in a new tab, else in place. */
  externalLinksNewTab?: boolean;
}

const TRUSTED_IMAGE_HOSTS = [
  'imgur.com', 'i.imgur.com', 'cdn.kiln.gg', 'raw.githubusercontent.com', 'github.com', 'user-images.githubusercontent.com',
  'img.shields.io', 'i.postimg.cc', 'wsrv.nl', 'cf.way2muchnoise.eu', 'bstats.org',
];

const YOUTUBE = /^https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([A-Za-z0-9_-]{11})(?:\?.*)?$/;
const DISCORD_WIDGET = /^https:\/\/discord\.com\/widget\?(?:.*&)?id=(\d{18,19})(?:&.*)?$/;

/** An iframe src survives only as a video embed (with numeric start/end kept) or a chat widget; null drops it. */
export function safeIframeSrc(src: string): string | null {
  const video = YOUTUBE.exec(src);
  if (video) {
    const params = new URL(src).searchParams;
    const kept = new URLSearchParams();
    for (const key of ['start', 'end']) {
      const value = params.get(key);
      if (value && /^\d+$/.test(value)) kept.set(key, value);
    }
    const query = kept.toString();
    return `https://www.youtube-nocookie.com/embed/${video[1]}${query ? `?${query}` : ''}`;
  }
  const widget = DISCORD_WIDGET.exec(src);
  if (widget) return `https://discord.com/widget?id=${widget[1]}&theme=dark`;
  return null;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

function proxied(src: string, options: SanitizeOptions): string {
  if (src.startsWith('data:') || !/^https?:\/\//i.test(src)) return src;
  const host = hostOf(src);
  if (host && (TRUSTED_IMAGE_HOSTS.includes(host) || options.ownHosts.includes(host))) return src;
  return `${options.imageProxy}?url=${encodeURIComponent(src)}`;
}

const proxiedSrcset = (srcset: string, options: SanitizeOptions) =>
  srcset.split(',').map((part) => {
    const [url, ...descriptor] = part.trim().split(/\s+/);
    return [proxied(url ?? '', options), ...descriptor].join(' ');
  }).join(', ');

const keepHighlightClasses = (value: string) =>
  value.split(/\s+/).filter((name) => name.startsWith('hljs-') || name.startsWith('language-')).join(' ');

/**
 * A user's ids and anchor names live apart from the page's own (which scripts and in-page links rely on): they get a
 * prefix, and links within the description to `#name` follow it, so anchors still work without any script.
 */
export const USER_ID_PREFIX = 'user-content-';
const prefixed = (value: string) => (value.startsWith(USER_ID_PREFIX) ? value : `${USER_ID_PREFIX}${value}`);

type Attributes = Record<string, string>;
type Transform = (tagName: string, attribs: Attributes) => { tagName: string; attribs: Attributes };

function withUserIds(transform: Transform = (tagName, attribs) => ({ tagName, attribs })): Transform {
  return (tagName, attribs) => {
    const result = transform(tagName, attribs);
    const next = { ...result.attribs };
    if (next.id) next.id = prefixed(next.id);
    if (next.name && result.tagName === 'a') next.name = prefixed(next.name);
    if (next.href?.startsWith('#') && next.href.length > 1) next.href = `#${prefixed(next.href.slice(1))}`;
    return { tagName: result.tagName, attribs: next };
  };
}

const highlightClasses: Transform = (tagName, attribs) =>
  ({ tagName, attribs: attribs.class ? { ...attribs, class: keepHighlightClasses(attribs.class) } : attribs });

export function sanitizeUserHtml(html: string, options: SanitizeOptions): string {
  const media = (tagName: string, attribs: Record<string, string>) => {
    const next = { ...attribs };
    if (next.src) next.src = proxied(next.src, options);
    if (next.srcset) next.srcset = proxiedSrcset(next.srcset, options);
    return { tagName, attribs: next };
  };
  return sanitizeHtml(html, {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags, 'img', 'video', 'audio', 'source', 'iframe', 'details', 'summary', 'kbd', 'del', 'ins',
      'sup', 'sub', 'center', 'input', 'picture', 'span', 'font', 'u', 's',
    ],
    allowedAttributes: {
      '*': ['id', 'title', 'align', 'style', 'width', 'height'],
      pre: ['class'],
      code: ['class'],
      span: ['class'],
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'srcset', 'alt', 'loading'],
      video: ['src', 'controls', 'muted', 'loop', 'autoplay', 'poster'],
      audio: ['src', 'controls', 'loop'],
      source: ['src', 'srcset', 'type', 'media'],
      iframe: ['src', 'allowfullscreen', 'frameborder', 'allow'],
      input: ['type', 'checked', 'disabled'],
      font: ['color', 'size'],
      ol: ['start', 'type'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      details: ['open'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel', 'ftp', 'data'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'], source: ['http', 'https', 'data'], a: ['http', 'https', 'mailto', 'tel', 'ftp'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'srcset', 'poster'],
    allowProtocolRelative: false,
    allowedStyles: {
      '*': {
        'image-rendering': [/^pixelated$/],
        'text-align': [/^center$/, /^left$/, /^right$/],
        float: [/^left$/, /^right$/],
      },
    },
    nestingLimit: 100,
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
    transformTags: {
      '*': withUserIds(),
      a: withUserIds((tagName, attribs) => {
        const host = attribs.href ? hostOf(attribs.href) : null;
        if (host === null || options.ownHosts.includes(host)) return { tagName, attribs };
        // Where a link to another site opens is the reader's choice, not the author's.
        const kept = Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== 'target'));
        return { tagName, attribs: { ...kept, rel: 'noopener nofollow ugc', ...(options.externalLinksNewTab ? { target: '_blank' } : {}) } };
      }),
      iframe: (tagName, attribs) => {
        const src = attribs.src ? safeIframeSrc(attribs.src) : null;
        const safe: Record<string, string> = src ? { src, allowfullscreen: '', frameborder: '0' } : {};
        return { tagName, attribs: safe };
      },
      img: withUserIds(media),
      video: withUserIds(media),
      audio: withUserIds(media),
      source: withUserIds(media),
      input: (tagName, attribs) => ({ tagName, attribs: attribs.type === 'checkbox' ? { ...attribs, disabled: '' } : {} }),
      pre: withUserIds(highlightClasses),
      code: withUserIds(highlightClasses),
      span: withUserIds(highlightClasses),
    },
  });
}
