// The owner's tools on a collection page: edit name, description, visibility and icon in a dialog; delete after confirming.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  COLLECTION_DESCRIPTION_MAX_EDIT, COLLECTION_DESCRIPTION_MIN, COLLECTION_ICON_MAX_BYTES, COLLECTION_NAME_MAX, COLLECTION_NAME_MIN,
  OWNER_COLLECTION_STATUSES,
} from '../../../../functions/contracts/collection-write.ts';
import { configureApi } from '../../lib/api.ts';
import { deleteCollection, patchCollection, removeCollectionIcon, uploadCollectionIcon } from '../../lib/api-social.ts';
import { addToast } from '../shared/stores/toasts.ts';

type Status = (typeof OWNER_COLLECTION_STATUSES)[number];

interface Props {
  collection: { id: string; name: string; description: string | null; status: string; iconUrl: string | null };
  strings: Record<string, string>;
  statuses: Record<string, string>;
}

export default function CollectionOwnerTools({ collection, strings, statuses }: Props) {
  const editor = useRef<HTMLDialogElement>(null);
  const confirm = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState(collection.name);
  const [description, setDescription] = useState(collection.description ?? '');
  const ownStatus = (OWNER_COLLECTION_STATUSES as readonly string[]).includes(collection.status);
  const [status, setStatus] = useState<Status | null>(ownStatus ? collection.status as Status : null);
  const [busy, setBusy] = useState(false);
  useEffect(() => configureApi({ errorTitle: strings.errorTitle! }), [strings.errorTitle]);

  async function run(work: () => Promise<unknown>, after: () => void) {
    setBusy(true);
    try {
      await work();
      after();
    } catch {
      setBusy(false);
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    void run(() => patchCollection(collection.id, {
      name: name.trim(), description: description.trim() || null, ...(status ? { status } : {}),
    }), () => window.location.reload());
  }

  function upload(file: File | undefined) {
    if (!file) return;
    if (file.size > COLLECTION_ICON_MAX_BYTES) {
      addToast({ type: 'error', title: strings.errorTitle!, text: strings.iconTooLarge! });
      return;
    }
    void run(() => uploadCollectionIcon(collection.id, file), () => window.location.reload());
  }

  return (
    <div className="owner-tools">
      <button type="button" className="button" onClick={() => editor.current?.showModal()}>{strings.edit}</button>
      <button type="button" className="button" onClick={() => confirm.current?.showModal()}>{strings.delete}</button>

      <dialog ref={editor} className="social-dialog" aria-labelledby="edit-collection-title">
        <form className="form" onSubmit={save}>
          <h2 id="edit-collection-title">{strings.editTitle}</h2>
          <fieldset>
            <legend>{strings.icon}</legend>
            <div className="actions" style={{ justifyContent: 'flex-start' }}>
              <label className="button">
                {strings.uploadIcon}
                <input type="file" accept="image/png,image/jpeg,image/webp,image/gif" className="visually-hidden" disabled={busy}
                  onChange={(event) => upload(event.target.files?.[0])} />
              </label>
              {collection.iconUrl && (
                <button type="button" className="button" disabled={busy}
                  onClick={() => run(() => removeCollectionIcon(collection.id), () => window.location.reload())}>{strings.removeIcon}</button>
              )}
            </div>
            <p className="hint">{strings.iconHint}</p>
          </fieldset>
          <label>{strings.name}
            <input type="text" value={name} required minLength={COLLECTION_NAME_MIN} maxLength={COLLECTION_NAME_MAX}
              onChange={(event) => setName(event.target.value)} />
          </label>
          <label>{strings.description}
            <textarea value={description} rows={3} minLength={COLLECTION_DESCRIPTION_MIN} maxLength={COLLECTION_DESCRIPTION_MAX_EDIT}
              onChange={(event) => setDescription(event.target.value)} />
          </label>
          {status && (
            <fieldset>
              <legend>{strings.visibility}</legend>
              {OWNER_COLLECTION_STATUSES.map((value) => (
                <label key={value} className="choice">
                  <input type="radio" name="visibility" checked={status === value} onChange={() => setStatus(value)} />
                  <span><strong>{statuses[value]}</strong><small>{statuses[`${value}Hint`]}</small></span>
                </label>
              ))}
            </fieldset>
          )}
          <div className="actions">
            <button type="button" className="button" onClick={() => editor.current?.close()}>{strings.cancel}</button>
            <button type="submit" className="button button-primary" disabled={busy}>{busy ? strings.saving : strings.save}</button>
          </div>
        </form>
      </dialog>

      <dialog ref={confirm} className="social-dialog" aria-labelledby="delete-collection-title">
        <div className="form">
          <h2 id="delete-collection-title">{strings.deleteTitle}</h2>
          <p>{strings.deleteText}</p>
          <div className="actions">
            <button type="button" className="button" onClick={() => confirm.current?.close()}>{strings.cancel}</button>
            <button type="button" className="button button-primary" disabled={busy}
              onClick={() => run(() => deleteCollection(collection.id), () => window.location.assign('/dashboard/collections?status=deleted'))}>
              {strings.confirmDelete}
            </button>
          </div>
        </div>
      </dialog>
    </div>
  );
}
