// One Markdown renderer for descriptions, changelogs and messages: marked, highlighting, then the sanitizing allow-list.
import { Marked } from 'marked';
import { highlight } from './highlight.ts';
import { sanitizeUserHtml, type SanitizeOptions } from './sanitize.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const marked = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    code({ text, lang }) {
      const language = (lang ?? '').trim().split(/\s+/)[0] ?? '';
      const highlighted = language ? highlight(text, language) : null;
      const className = language ? ` class="language-${escapeHtml(language)}"` : '';
      return `<pre><code${className}>${highlighted ?? escapeHtml(text)}</code></pre>\n`;
    },
  },
});

export function renderMarkdown(markdown: string, options: SanitizeOptions): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeUserHtml(html, options);
}

export type { SanitizeOptions };
