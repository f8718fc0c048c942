// "Create a collection": name, description and visibility in a dialog; opens the new collection when done.
import { useRef, useState, type FormEvent } from 'react';
import {
  COLLECTION_DESCRIPTION_MAX_CREATE, COLLECTION_DESCRIPTION_MIN, COLLECTION_NAME_MAX, COLLECTION_NAME_MIN, OWNER_COLLECTION_STATUSES,
} from '#contracts/collection-write.ts';
import { createCollection } from '#site/lib/api-social.ts';
import type { Messages } from '#site/lib/messages.ts';
import { FormDialog } from '../shared/FormDialog.tsx';
import { useAction } from '../shared/useAction.ts';
import { VisibilityChoices } from '../shared/VisibilityChoices.tsx';

type Status = (typeof OWNER_COLLECTION_STATUSES)[number];

interface Props {
  strings: Messages<'collectionsManage.create'> & { errorTitle: string };
  /** Label and hint of each visibility. */
  statuses: Messages<'collectionsManage.statuses'>;
}

export default function CreateCollectionDialog({ strings, statuses }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [status, setStatus] = useState<Status>('listed');
  const { busy, run } = useAction(strings.errorTitle);

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(() => createCollection({ name: name.trim(), description: description.trim() || null, status }),
      (created) => window.location.assign(`/collection/${encodeURIComponent(created.id)}`));
  }

  return (
    <>
      <button type="button" className="button button-primary" onClick={() => dialog.current?.showModal()}>{strings.open}</button>
      <FormDialog dialog={dialog} titleId="create-collection-title" title={strings.title} onSubmit={submit}
        cancel={strings.cancel} submit={strings.submit} busy={busy} busyLabel={strings.creating}>
        <label>{strings.name}
          <input type="text" value={name} required minLength={COLLECTION_NAME_MIN} maxLength={COLLECTION_NAME_MAX} autoFocus
            onChange={(event) => setName(event.target.value)} />
        </label>
        <label>{strings.description}
          <textarea value={description} rows={3} minLength={COLLECTION_DESCRIPTION_MIN} maxLength={COLLECTION_DESCRIPTION_MAX_CREATE}
            onChange={(event) => setDescription(event.target.value)} />
        </label>
        <VisibilityChoices className="choices" legend={strings.visibility} values={OWNER_COLLECTION_STATUSES} labels={statuses} value={status}
          onChange={setStatus} />
      </FormDialog>
    </>
  );
}
