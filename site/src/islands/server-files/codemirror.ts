// The editor itself (CodeMirror 6), loaded only when a file is opened: highlighting by the file's kind, colours from
// the site's theme variables and token classes (so light and dark both follow the page), Ctrl/Cmd+S to save. Tab is
// left to move focus, so the editor is no keyboard trap.
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { StreamLanguage, bracketMatching, syntaxHighlighting } from '@codemirror/language';
import { classHighlighter } from '@lezer/highlight';
import type { EditorLanguage } from './paths.ts';

async function language(kind: EditorLanguage): Promise<Extension> {
  switch (kind) {
    case 'json': return (await import('@codemirror/lang-json')).json();
    case 'yaml': return (await import('@codemirror/lang-yaml')).yaml();
    case 'javascript': return (await import('@codemirror/lang-javascript')).javascript();
    case 'markdown': return (await import('@codemirror/lang-markdown')).markdown();
    case 'properties': return StreamLanguage.define((await import('@codemirror/legacy-modes/mode/properties')).properties);
    case 'toml': return StreamLanguage.define((await import('@codemirror/legacy-modes/mode/toml')).toml);
    case 'shell': return StreamLanguage.define((await import('@codemirror/legacy-modes/mode/shell')).shell);
    case 'plain': return [];
  }
}

const theme = EditorView.theme({
  '&': { backgroundColor: 'var(--surface)', color: 'var(--text)', height: '100%', fontSize: '0.9rem' },
  '&.cm-focused': { outline: '2px solid var(--focus)', outlineOffset: '-2px' },
  '.cm-content': { caretColor: 'var(--text)', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  '.cm-cursor': { borderLeftColor: 'var(--text)' },
  '.cm-gutters': { backgroundColor: 'var(--surface-raised)', color: 'var(--text-muted)', borderRight: '1px solid var(--border)' },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'color-mix(in srgb, var(--accent) 8%, transparent)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': { backgroundColor: 'color-mix(in srgb, var(--accent) 28%, transparent)' },
  '.cm-scroller': { overflow: 'auto' },
});

export interface EditorHandle {
  text(): string;
  focus(): void;
  destroy(): void;
}

export async function openEditor(parent: HTMLElement, text: string, kind: EditorLanguage, label: string, onChange: () => void, onSave: () => void): Promise<EditorHandle> {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: text,
      extensions: [
        lineNumbers(), highlightActiveLineGutter(), history(), drawSelection(), bracketMatching(), highlightActiveLine(),
        syntaxHighlighting(classHighlighter), theme, await language(kind),
        keymap.of([{ key: 'Mod-s', preventDefault: true, run: () => (onSave(), true) }, ...defaultKeymap, ...historyKeymap]),
        EditorView.contentAttributes.of({ 'aria-label': label }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange();
        }),
      ],
    }),
  });
  return { text: () => view.state.doc.toString(), focus: () => view.focus(), destroy: () => view.destroy() };
}
