// The file editor's window: reads the file through the API, loads CodeMirror on first use, saves with the button or
// Ctrl/Cmd+S, and guards unsaved changes (a confirmation before closing, the browser's own prompt before leaving).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditorHandle } from './codemirror.ts';
import type { FilesApi } from './api.ts';
import { baseName, editorLanguage } from './paths.ts';
import { fill, type FilesWords } from './words.ts';

interface Props {
  api: FilesApi;
  path: string;
  words: FilesWords;
  onClose: () => void;
}

export function EditorDialog({ api, path, words, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<EditorHandle | null>(null);
  const [ready, setReady] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = baseName(path);
  const dirtyRef = useRef(false);
  dirtyRef.current = dirty;

  const save = useCallback(async () => {
    if (!editor.current) return;
    setSaving(true);
    setError(null);
    try {
      await api.write(path, editor.current.text());
      setDirty(false);
      setStatus(name === 'server.properties' ? words.restartHint : words.saved);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSaving(false);
    }
  }, [api, path, name, words]);
  const saveRef = useRef(save);
  saveRef.current = save;

  useEffect(() => {
    dialog.current?.showModal();
    let handle: EditorHandle | null = null;
    let cancelled = false;
    void (async () => {
      try {
        const [text, { openEditor }] = await Promise.all([api.read(path), import('./codemirror.ts')]);
        if (cancelled || !host.current) return;
        handle = await openEditor(host.current, text, editorLanguage(name) ?? 'plain', fill(words.editorTitle, { name }),
          () => { setDirty(true); setStatus(null); }, () => void saveRef.current());
        if (cancelled) return handle.destroy();
        editor.current = handle;
        setReady(true);
        handle.focus();
      } catch (failure) {
        if (!cancelled) setError((failure as Error).message);
      }
    })();
    return () => {
      cancelled = true;
      handle?.destroy();
    };
  }, [api, path, name, words]);

  useEffect(() => {
    if (!dirty) return;
    const guard = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', guard);
    return () => window.removeEventListener('beforeunload', guard);
  }, [dirty]);

  const close = () => {
    if (dirtyRef.current && !window.confirm(fill(words.leaveUnsaved, { name }))) return;
    dialog.current?.close();
  };

  return (
    <dialog ref={dialog} className="files-dialog editor-dialog" aria-labelledby="editor-title" onClose={onClose}
      onCancel={(event) => { event.preventDefault(); close(); }}>
      <div className="editor-head">
        <h2 id="editor-title">{fill(words.editorTitle, { name: path })}</h2>
        {dirty && <span className="badge">{words.unsaved}</span>}
        <div className="editor-actions">
          <button type="button" className="button button-primary" disabled={!ready || saving || !dirty} onClick={() => void save()}>{saving ? words.saving : words.save}</button>
          <button type="button" className="button" onClick={close}>{words.close}</button>
        </div>
      </div>
      <p className="muted editor-help">{words.editorHelp}</p>
      {!ready && !error && <p className="muted">{words.editorLoading}</p>}
      <div ref={host} className="editor-host" hidden={!ready} />
      <p className="editor-status" role="status">{status}</p>
      {error && <p className="dialog-error" role="alert">{error}</p>}
    </dialog>
  );
}
