// "Create an organization": name, URL slug (derived from the name until edited, checked live) and description.
import { useRef, useState, type FormEvent } from 'react';
import { SLUG_MAX, SLUG_MIN } from '#contracts/limits.ts';
import {
  createOrganizationBody, ORGANIZATION_DESCRIPTION_MAX, ORGANIZATION_DESCRIPTION_MIN, ORGANIZATION_NAME_MAX, ORGANIZATION_NAME_MIN,
} from '#contracts/organization-write.ts';
import { createOrganization, isOrganizationSlugTaken } from '#site/lib/api-social.ts';
import type { Messages } from '#site/lib/messages.ts';
import { FormDialog } from '../shared/FormDialog.tsx';
import { useAction } from '../shared/useAction.ts';
import { useSlugField } from '../shared/useSlugField.ts';

interface Props {
  strings: Messages<'organizationSettings.create'> & { errorTitle: string };
}

export default function CreateOrganizationDialog({ strings }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { name, slug, slugState, slugMessage, blocked, changeName, editSlug } = useSlugField({
    valid: (value) => createOrganizationBody.shape.slug.safeParse(value).success, isTaken: isOrganizationSlugTaken, strings,
  });
  const [description, setDescription] = useState('');
  const { busy, run } = useAction(strings.errorTitle);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blocked) return;
    void run(() => createOrganization({ name: name.trim(), slug, description: description.trim() }),
      (created) => window.location.assign(`/organization/${encodeURIComponent(created.slug)}/settings`));
  }

  return (
    <>
      <button type="button" className="button button-primary" onClick={() => dialog.current?.showModal()}>{strings.open}</button>
      <FormDialog dialog={dialog} titleId="create-organization-title" title={strings.title} onSubmit={submit}
        cancel={strings.cancel} submit={strings.submit} busy={busy} busyLabel={strings.creating} disabled={blocked}>
        <label>{strings.name}
          <input type="text" value={name} required minLength={ORGANIZATION_NAME_MIN} maxLength={ORGANIZATION_NAME_MAX} autoFocus
            onChange={(event) => changeName(event.target.value)} />
        </label>
        <label>{strings.slug}
          <span className="prefixed"><span className="muted">/organization/</span>
            <input type="text" value={slug} required minLength={SLUG_MIN} maxLength={SLUG_MAX} aria-describedby="create-organization-slug"
              onChange={(event) => editSlug(event.target.value)} />
          </span>
          <small id="create-organization-slug" className={`field-state ${slugState}`} role="status" aria-live="polite">{slugMessage}</small>
        </label>
        <label>{strings.description}
          <textarea value={description} rows={3} required minLength={ORGANIZATION_DESCRIPTION_MIN} maxLength={ORGANIZATION_DESCRIPTION_MAX}
            onChange={(event) => setDescription(event.target.value)} />
        </label>
      </FormDialog>
    </>
  );
}
