// Settings > Description: a Markdown text area with a live preview from the pages' own sanitizing renderer, and
// images uploaded (at most 1 MiB) and inserted where the cursor is.
import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { MARKDOWN_IMAGE_MAX_BYTES } from '#contracts/markdown-images.ts';
import { PROJECT_BODY_MAX } from '#contracts/limits.ts';
import { previewMarkdown, uploadBodyImage } from '#site/lib/api-projects.ts';
import type { Messages } from '#site/lib/messages.ts';
import { SaveButton, SaveStatus, fill, useProjectWrite, type SaveStrings } from './shared.tsx';

const PREVIEW_DELAY_MS = 400;

interface Props {
  projectId: string;
  updated: string;
  body: string;
  canEdit: boolean;
  save: SaveStrings;
  strings: Messages<'projectSettings.description'>;
}

export default function DescriptionEditor({ projectId, updated, body: initial, canEdit, save, strings }: Props) {
  const writer = useProjectWrite(projectId, updated, save);
  const [body, setBody] = useState(initial);
  const [html, setHtml] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewMarkdown(body, controller.signal).then((answer) => setHtml(answer.html), () => undefined);
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [body]);

  async function insertImage(file: File | undefined) {
    if (!file) return;
    setImageError(null);
    if (file.size > MARKDOWN_IMAGE_MAX_BYTES) {
      setImageError(strings.tooLarge);
      return;
    }
    setUploading(true);
    try {
      const { url } = await uploadBodyImage(projectId, file);
      const alt = file.name.replace(/\.[^.]+$/, '').replace(/[[\]]/g, '') || strings.imageAlt;
      const field = area.current;
      const at = field?.selectionStart ?? body.length;
      const markdown = `![${alt}](${url})`;
      setBody((current) => current.slice(0, at) + markdown + current.slice(at));
    } catch (error) {
      setImageError(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  }

  function paste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const file = [...event.clipboardData.files].find((entry) => entry.type.startsWith('image/'));
    if (!file) return;
    event.preventDefault();
    void insertImage(file);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    await writer.patch({ body });
  }

  return (
    <form className="form" onSubmit={submit}>
      <div className="toolbar">
        <label className="button file-button">
          {uploading ? strings.uploading : strings.insertImage}
          <input type="file" accept="image/*" className="visually-hidden" disabled={!canEdit || uploading}
            onChange={(event) => { void insertImage(event.target.files?.[0]); event.target.value = ''; }} />
        </label>
        <span className="muted hint">{strings.imageHint}</span>
      </div>
      {imageError && <p className="alert alert-error" role="alert">{imageError}</p>}
      <div className="split">
        <div className="field editor-pane">
          <label htmlFor="description-body">{strings.editor}</label>
          <textarea id="description-body" ref={area} value={body} rows={22} maxLength={PROJECT_BODY_MAX} readOnly={!canEdit} spellCheck
            aria-describedby="description-count" onChange={(event) => setBody(event.target.value)} onPaste={paste} />
          <small id="description-count" className="muted">{fill(strings.count, { count: body.length, max: PROJECT_BODY_MAX })}</small>
        </div>
        <section className="preview-pane" aria-labelledby="preview-heading">
          <h2 id="preview-heading">{strings.preview}</h2>
          {html === null || body.trim() === ''
            ? <p className="muted">{strings.previewEmpty}</p>
            : <div className="markdown preview" data-testid="markdown-preview" dangerouslySetInnerHTML={{ __html: html }} />}
        </section>
      </div>
      <div className="actions"><SaveButton busy={writer.busy} strings={save} disabled={!canEdit} /></div>
      <SaveStatus state={writer.state} strings={save} />
    </form>
  );
}
