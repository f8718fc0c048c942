// "Add to collection" on a project page: the viewer's collections as checkboxes (checked when the project is in one),
// each change saved at once, and a new collection created inline with this project in it.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { COLLECTION_NAME_MAX, COLLECTION_NAME_MIN } from '#contracts/collection-write.ts';
import { configureApi } from '#site/lib/api.ts';
import { createCollection, setProjectInCollection } from '#site/lib/api-social.ts';
import type { Messages } from '#site/lib/messages.ts';

interface Entry {
  id: string;
  name: string;
  contains: boolean;
}

interface Props {
  projectId: string;
  collections: Entry[];
  strings: Messages<'collectionsManage.add'> & { errorTitle: string };
}

export default function AddToCollection({ projectId, collections: initial, strings }: Props) {
  const [open, setOpen] = useState(false);
  const [collections, setCollections] = useState(initial);
  const [pending, setPending] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [status, setStatus] = useState('');
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => configureApi({ errorTitle: strings.errorTitle }), [strings.errorTitle]);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  async function toggle(entry: Entry) {
    setPending(entry.id);
    // Shown at once and put back if the change fails.
    const mark = (contains: boolean) => setCollections((list) => list.map((item) => (item.id === entry.id ? { ...item, contains } : item)));
    mark(!entry.contains);
    try {
      await setProjectInCollection(entry.id, projectId, !entry.contains);
      setStatus((entry.contains ? strings.removed : strings.added).replace('{{name}}', entry.name));
    } catch {
      mark(entry.contains);
      setStatus('');
    } finally {
      setPending(null);
    }
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    setPending('new');
    try {
      const created = await createCollection({ name: name.trim(), projects: [projectId], status: 'listed' });
      setCollections((list) => [{ id: created.id, name: created.name, contains: true }, ...list]);
      setStatus(strings.added.replace('{{name}}', created.name));
      setName('');
    } catch {
      setStatus('');
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="add-to-collection" ref={root}>
      <button type="button" className="button" aria-expanded={open} aria-controls="add-to-collection-panel" onClick={() => setOpen(!open)}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z" /><path d="M12 10v6M9 13h6" />
        </svg>
        {strings.open}
      </button>
      <div id="add-to-collection-panel" className="add-to-collection-panel" hidden={!open}>
        <fieldset>
          <legend>{strings.legend}</legend>
          {collections.length === 0 && <p className="muted">{strings.none}</p>}
          {collections.map((entry) => (
            <label key={entry.id} className="check">
              <input type="checkbox" checked={entry.contains} disabled={pending !== null} onChange={() => toggle(entry)} />
              <span>{entry.name}</span>
            </label>
          ))}
        </fieldset>
        <form onSubmit={create} className="new-collection">
          <label>{strings.newName}
            <input type="text" value={name} required minLength={COLLECTION_NAME_MIN} maxLength={COLLECTION_NAME_MAX}
              onChange={(event) => setName(event.target.value)} />
          </label>
          <button type="submit" className="button" disabled={pending !== null}>{strings.create}</button>
        </form>
        <p className="muted add-status" role="status" aria-live="polite">{status}</p>
      </div>
    </div>
  );
}
