// The owner's tools on a collection page: edit name, description, visibility and icon in a dialog (saved only over the
// copy the page loaded: someone else's save in between is reported, not overwritten); delete after confirming.
import { useRef, useState, type FormEvent } from 'react';
import {
  COLLECTION_DESCRIPTION_MAX_EDIT, COLLECTION_DESCRIPTION_MIN, COLLECTION_NAME_MAX, COLLECTION_NAME_MIN, OWNER_COLLECTION_STATUSES,
} from '#contracts/collection-write.ts';
import { ICON_MAX_BYTES } from '#contracts/limits.ts';
import { deleteCollection, patchCollection, removeCollectionIcon, uploadCollectionIcon } from '#site/lib/api-social.ts';
import type { Messages } from '#site/lib/messages.ts';
import { ConflictNotice } from '../shared/ConflictNotice.tsx';
import { FormDialog } from '../shared/FormDialog.tsx';
import { IconButtons } from '../shared/IconButtons.tsx';
import { useAction } from '../shared/useAction.ts';
import { VisibilityChoices } from '../shared/VisibilityChoices.tsx';

type Status = (typeof OWNER_COLLECTION_STATUSES)[number];

interface Props {
  /** `updated` is the edit stamp of the collection as the page loaded it. */
  collection: { id: string; name: string; description: string | null; status: string; iconUrl: string | null; updated: string };
  strings: Messages<'collectionsManage.edit'> & { errorTitle: string };
  statuses: Messages<'collectionsManage.statuses'>;
}

export default function CollectionOwnerTools({ collection, strings, statuses }: Props) {
  const editor = useRef<HTMLDialogElement>(null);
  const confirm = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState(collection.name);
  const [description, setDescription] = useState(collection.description ?? '');
  const ownStatus = (OWNER_COLLECTION_STATUSES as readonly string[]).includes(collection.status);
  const [status, setStatus] = useState<Status | null>(ownStatus ? collection.status as Status : null);
  const { busy, conflict, run } = useAction(strings.errorTitle);

  function save(event: FormEvent) {
    event.preventDefault();
    void run(() => patchCollection(collection.id, {
      name: name.trim(), description: description.trim() || null, ...(status ? { status } : {}),
    }, collection.updated));
  }

  function remove(event: FormEvent) {
    event.preventDefault();
    void run(() => deleteCollection(collection.id), () => window.location.assign('/dashboard/collections?status=deleted'));
  }

  return (
    <div className="owner-tools">
      <button type="button" className="button" onClick={() => editor.current?.showModal()}>{strings.edit}</button>
      <button type="button" className="button" onClick={() => confirm.current?.showModal()}>{strings.delete}</button>

      <FormDialog dialog={editor} titleId="edit-collection-title" title={strings.editTitle} onSubmit={save}
        cancel={strings.cancel} submit={strings.save} busy={busy} busyLabel={strings.saving}>
        <fieldset>
          <legend>{strings.icon}</legend>
          <div className="actions" style={{ justifyContent: 'flex-start' }}>
            <IconButtons iconUrl={collection.iconUrl} busy={busy} maxBytes={ICON_MAX_BYTES} strings={strings}
              onUpload={(file) => run(() => uploadCollectionIcon(collection.id, file))} onRemove={() => run(() => removeCollectionIcon(collection.id))} />
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
          <VisibilityChoices legend={strings.visibility} values={OWNER_COLLECTION_STATUSES} labels={statuses} value={status} onChange={setStatus} />
        )}
        {conflict && <ConflictNotice text={strings.conflict} reload={strings.reload} />}
      </FormDialog>

      <FormDialog dialog={confirm} titleId="delete-collection-title" title={strings.deleteTitle} onSubmit={remove}
        cancel={strings.cancel} submit={strings.confirmDelete} busy={busy}>
        <p>{strings.deleteText}</p>
      </FormDialog>
    </div>
  );
}
