// An organization's general settings: icon (upload, remove), name, URL slug and description, saved only over the copy
// the page loaded (someone else's save in between is reported, not overwritten); deleting after confirming.
import { useRef, useState, type FormEvent } from 'react';
import { ICON_MAX_BYTES, SLUG_MAX, SLUG_MIN } from '#contracts/limits.ts';
import {
  ORGANIZATION_DESCRIPTION_MAX, ORGANIZATION_DESCRIPTION_MIN, ORGANIZATION_NAME_MAX, ORGANIZATION_NAME_MIN,
} from '#contracts/organization-write.ts';
import {
  deleteOrganization, getOrganization, patchOrganization, removeOrganizationIcon, uploadOrganizationIcon,
} from '#site/lib/api-social.ts';
import type { Messages } from '#site/lib/messages.ts';
import { ConflictNotice } from '../shared/ConflictNotice.tsx';
import { FormDialog } from '../shared/FormDialog.tsx';
import { IconButtons } from '../shared/IconButtons.tsx';
import { useAction } from '../shared/useAction.ts';

interface Props {
  /** `updated` is the edit stamp of the organization as the page loaded it. */
  organization: { id: string; slug: string; name: string; description: string; iconUrl: string | null; updated: string };
  canEdit: boolean;
  canDelete: boolean;
  strings: Messages<'organizationSettings.general'> & { errorTitle: string };
}

export default function OrganizationGeneral({ organization, canEdit, canDelete, strings }: Props) {
  const confirm = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState(organization.name);
  const [slug, setSlug] = useState(organization.slug);
  const [description, setDescription] = useState(organization.description);
  const [saved, setSaved] = useState(false);
  const [updated, setUpdated] = useState(organization.updated);
  const [typed, setTyped] = useState('');
  const action = useAction(strings.errorTitle);
  const { busy, setBusy } = action;

  /** Any new write takes back "Saved". */
  function run<T>(work: () => Promise<T>, after?: (result: T) => void) {
    setSaved(false);
    return action.run(work, after);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const patch = {
      ...(name.trim() !== organization.name ? { name: name.trim() } : {}),
      ...(slug !== organization.slug ? { slug } : {}),
      ...(description.trim() !== organization.description ? { description: description.trim() } : {}),
    };
    // The stamp moves with the save: it is read back so the next save is made over this one.
    void run(async () => {
      await patchOrganization(organization.id, patch, updated);
      return patch.slug ? null : (await getOrganization(organization.id)).updated;
    }, (fresh) => {
      if (fresh === null) {
        window.location.assign(`/organization/${encodeURIComponent(patch.slug!)}/settings`);
        return;
      }
      setUpdated(fresh);
      setBusy(false);
      setSaved(true);
    });
  }

  function remove(event: FormEvent) {
    event.preventDefault();
    void run(() => deleteOrganization(organization.id), () => window.location.assign('/dashboard/organizations?status=deleted'));
  }

  return (
    <>
      <section className="card panel" aria-labelledby="org-general-heading">
        <h2 id="org-general-heading">{strings.details}</h2>
        <div className="icon-row">
          {organization.iconUrl
            ? <img className="icon-preview" src={organization.iconUrl} alt={strings.iconAlt} width={64} height={64} />
            : <span className="icon-preview" aria-hidden="true">{organization.name.slice(0, 1).toUpperCase()}</span>}
          {canEdit && (
            <IconButtons iconUrl={organization.iconUrl} busy={busy} maxBytes={ICON_MAX_BYTES} strings={strings}
              onUpload={(file) => run(() => uploadOrganizationIcon(organization.id, file))} onRemove={() => run(() => removeOrganizationIcon(organization.id))} />
          )}
        </div>
        <form className="form" onSubmit={save}>
          <fieldset disabled={!canEdit} style={{ border: 0, padding: 0 }}>
            <div className="form">
              <label>{strings.name}
                <input type="text" value={name} required minLength={ORGANIZATION_NAME_MIN} maxLength={ORGANIZATION_NAME_MAX}
                  onChange={(event) => setName(event.target.value)} />
              </label>
              <label>{strings.slug}
                <span className="prefixed"><span className="muted">/organization/</span>
                  <input type="text" value={slug} required minLength={SLUG_MIN} maxLength={SLUG_MAX} pattern="[a-zA-Z0-9._\-]+"
                    onChange={(event) => setSlug(event.target.value)} />
                </span>
              </label>
              <label>{strings.description}
                <textarea value={description} rows={3} required minLength={ORGANIZATION_DESCRIPTION_MIN} maxLength={ORGANIZATION_DESCRIPTION_MAX}
                  onChange={(event) => setDescription(event.target.value)} />
              </label>
            </div>
          </fieldset>
          {canEdit
            ? (
              <div className="actions">
                {action.conflict
                  ? <ConflictNotice text={strings.conflict} reload={strings.reload} />
                  : <p className="status-line" role="status" aria-live="polite">{saved ? strings.saved : ''}</p>}
                <button type="submit" className="button button-primary" disabled={busy}>{busy ? strings.saving : strings.save}</button>
              </div>
            )
            : <p className="hint">{strings.readOnly}</p>}
        </form>
      </section>

      {canDelete && (
        <section className="card panel danger" aria-labelledby="org-delete-heading">
          <h2 id="org-delete-heading">{strings.deleteTitle}</h2>
          <p className="hint">{strings.deleteText}</p>
          <div><button type="button" className="button button-danger" onClick={() => confirm.current?.showModal()}>{strings.delete}</button></div>
          <FormDialog dialog={confirm} titleId="org-confirm-title" title={strings.confirmTitle} onSubmit={remove} cancel={strings.cancel}
            submit={strings.confirmDelete} submitClass="button button-danger" busy={busy} disabled={typed !== organization.name}>
            <p>{strings.confirmText}</p>
            <label>{strings.confirmLabel.replace('{{name}}', organization.name)}
              <input type="text" value={typed} required onChange={(event) => setTyped(event.target.value)} />
            </label>
          </FormDialog>
        </section>
      )}
    </>
  );
}
