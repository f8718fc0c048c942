// "Create a collection": name, description and visibility in a dialog; opens the new collection when done.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  COLLECTION_DESCRIPTION_MAX_CREATE, COLLECTION_DESCRIPTION_MIN, COLLECTION_NAME_MAX, COLLECTION_NAME_MIN, OWNER_COLLECTION_STATUSES,
} from '../../../../functions/contracts/collection-write.ts';
import { configureApi } from '../../lib/api.ts';
import { createCollection } from '../../lib/api-social.ts';

type Status = (typeof OWNER_COLLECTION_STATUSES)[number];

interface Props {
  strings: Record<string, string>;
  /** Label and hint of each visibility. */
  statuses: Record<string, string>;
}

export default function CreateCollectionDialog({ strings, statuses }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [status, setStatus] = useState<Status>('listed');
  const [busy, setBusy] = useState(false);
  useEffect(() => configureApi({ errorTitle: strings.errorTitle! }), [strings.errorTitle]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const created = await createCollection({ name: name.trim(), description: description.trim() || null, status });
      window.location.assign(`/collection/${encodeURIComponent(created.id)}`);
    } catch {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="button button-primary" onClick={() => dialog.current?.showModal()}>{strings.open}</button>
      <dialog ref={dialog} className="social-dialog" aria-labelledby="create-collection-title">
        <form className="form" onSubmit={submit}>
          <h2 id="create-collection-title">{strings.title}</h2>
          <label>{strings.name}
            <input type="text" value={name} required minLength={COLLECTION_NAME_MIN} maxLength={COLLECTION_NAME_MAX} autoFocus
              onChange={(event) => setName(event.target.value)} />
          </label>
          <label>{strings.description}
            <textarea value={description} rows={3} minLength={COLLECTION_DESCRIPTION_MIN} maxLength={COLLECTION_DESCRIPTION_MAX_CREATE}
              onChange={(event) => setDescription(event.target.value)} />
          </label>
          <fieldset className="choices">
            <legend>{strings.visibility}</legend>
            {OWNER_COLLECTION_STATUSES.map((value) => (
              <label key={value} className="choice">
                <input type="radio" name="visibility" checked={status === value} onChange={() => setStatus(value)} />
                <span><strong>{statuses[value]}</strong><small>{statuses[`${value}Hint`]}</small></span>
              </label>
            ))}
          </fieldset>
          <div className="actions">
            <button type="button" className="button" onClick={() => dialog.current?.close()}>{strings.cancel}</button>
            <button type="submit" className="button button-primary" disabled={busy}>{busy ? strings.creating : strings.submit}</button>
          </div>
        </form>
      </dialog>
    </>
  );
}
