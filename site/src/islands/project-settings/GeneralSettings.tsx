// Settings > General: icon, name, URL slug, summary, environments and visibility, plus deleting the project.
import { useState, type FormEvent } from 'react';
import { SIDE_TYPES, type SideType } from '#contracts/enums.ts';
import { ICON_MAX_BYTES, PROJECT_SUMMARY_MAX, PROJECT_SUMMARY_MIN, PROJECT_TITLE_MAX, PROJECT_TITLE_MIN } from '#contracts/limits.ts';
import { projectSlugSchema } from '#contracts/project-write.ts';
import { deleteProject, isSlugTaken, removeIcon, uploadIcon } from '#site/lib/api-projects.ts';
import { IconButtons } from '../shared/IconButtons.tsx';
import { SlugField } from '../shared/SlugField.tsx';
import { useSlugField, type SlugStrings } from '../shared/useSlugField.ts';
import type { Messages } from '#site/lib/messages.ts';
import { SaveButton, SaveStatus, VISIBILITIES, fill, useProjectWrite, type SaveStrings, type Visibility } from './shared.tsx';

interface Props {
  projectId: string;
  updated: string;
  urlType: string;
  title: string;
  slug: string;
  summary: string;
  clientSide: SideType;
  serverSide: SideType;
  visibility: Visibility;
  /** Approved projects change their status; the others request one for when they pass review. */
  approved: boolean;
  iconUrl: string | null;
  canEdit: boolean;
  canDelete: boolean;
  save: SaveStrings;
  strings: Messages<'projectSettings.general'>;
  /** What the URL field says while it is checked. */
  slugStrings: SlugStrings;
  sides: Messages<'projectSettings.sides'>;
  visibilities: Messages<'projectSettings.visibilities'>;
}

export default function GeneralSettings(props: Props) {
  const { strings, save } = props;
  const writer = useProjectWrite(props.projectId, props.updated, save);
  const [title, setTitle] = useState(props.title);
  const { slug, slugState, slugMessage, blocked, editSlug } = useSlugField({
    valid: (value) => projectSlugSchema.safeParse(value).success, isTaken: isSlugTaken, strings: props.slugStrings, current: props.slug,
  });
  const [summary, setSummary] = useState(props.summary);
  const [clientSide, setClientSide] = useState(props.clientSide);
  const [serverSide, setServerSide] = useState(props.serverSide);
  const [visibility, setVisibility] = useState(props.visibility);
  const [iconUrl, setIconUrl] = useState(props.iconUrl);
  const [confirmation, setConfirmation] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (blocked) return;
    const fresh = await writer.patch({
      title, slug, description: summary, client_side: clientSide, server_side: serverSide,
      ...(props.approved ? { status: visibility } : { requested_status: visibility }),
    });
    // A new slug moves every page of the project; the settings follow it.
    if (fresh && fresh.slug && fresh.slug !== props.slug) window.location.assign(`/${props.urlType}/${fresh.slug}/settings`);
  }

  async function chooseIcon(file: File) {
    const fresh = await writer.write(() => uploadIcon(props.projectId, file));
    if (fresh) setIconUrl(fresh.icon_url);
  }

  async function dropIcon() {
    const fresh = await writer.write(() => removeIcon(props.projectId));
    if (fresh) setIconUrl(null);
  }

  async function remove(event: FormEvent) {
    event.preventDefault();
    await deleteProject(props.projectId);
    window.location.assign('/dashboard/projects');
  }

  return (
    <div className="editor">
      <section aria-labelledby="icon-heading" className="icon-section">
        <h2 id="icon-heading">{strings.icon}</h2>
        <div className="icon-row">
          {iconUrl
            ? <img className="icon-preview" src={iconUrl} alt="" width={96} height={96} />
            : <span className="icon-preview empty" aria-hidden="true">{props.title.slice(0, 1).toUpperCase()}</span>}
          <div className="icon-actions">
            <IconButtons iconUrl={iconUrl} busy={!props.canEdit || writer.busy} maxBytes={ICON_MAX_BYTES}
              strings={{ ...strings, errorTitle: save.errorTitle }} onUpload={(file) => void chooseIcon(file)} onRemove={() => void dropIcon()} />
            <p className="muted hint">{strings.iconHint}</p>
          </div>
        </div>
      </section>

      <form className="form" onSubmit={submit}>
        <fieldset className="plain" disabled={!props.canEdit}>
          <label>{strings.name}
            <input type="text" value={title} required minLength={PROJECT_TITLE_MIN} maxLength={PROJECT_TITLE_MAX} onChange={(event) => setTitle(event.target.value)} />
          </label>
          <SlugField id="project-slug" label={strings.slug} prefix={`/${props.urlType}/`} slug={slug} state={slugState} message={slugMessage} onEdit={editSlug} />
          <label>{strings.summary}
            <textarea value={summary} required minLength={PROJECT_SUMMARY_MIN} maxLength={PROJECT_SUMMARY_MAX} rows={3} onChange={(event) => setSummary(event.target.value)} />
          </label>
          <fieldset className="pair">
            <legend>{strings.environments}</legend>
            <label>{strings.clientSide}
              <select value={clientSide} onChange={(event) => setClientSide(event.target.value as SideType)}>
                {SIDE_TYPES.map((side) => <option key={side} value={side}>{props.sides[side]}</option>)}
              </select>
            </label>
            <label>{strings.serverSide}
              <select value={serverSide} onChange={(event) => setServerSide(event.target.value as SideType)}>
                {SIDE_TYPES.map((side) => <option key={side} value={side}>{props.sides[side]}</option>)}
              </select>
            </label>
          </fieldset>
          <fieldset className="choices">
            <legend>{strings.visibility}</legend>
            <p className="muted hint">{props.approved ? strings.visibilityNow : strings.visibilityAfterReview}</p>
            {VISIBILITIES.map((value) => (
              <label key={value} className="choice">
                <input type="radio" name="visibility" value={value} checked={visibility === value} onChange={() => setVisibility(value)} />
                <span><strong>{props.visibilities[value]}</strong><small>{props.visibilities[`${value}Hint`]}</small></span>
              </label>
            ))}
          </fieldset>
          <div className="actions"><SaveButton busy={writer.busy} strings={save} disabled={blocked} /></div>
        </fieldset>
      </form>
      <SaveStatus state={writer.state} strings={save} />

      {props.canDelete && (
        <form className="form danger" onSubmit={remove}>
          <h2>{strings.deleteTitle}</h2>
          <p className="muted">{strings.deleteHint}</p>
          <label>{fill(strings.deleteConfirm, { name: props.title })}
            <input type="text" value={confirmation} autoComplete="off" onChange={(event) => setConfirmation(event.target.value)} />
          </label>
          <div className="actions">
            <button type="submit" className="button button-danger" disabled={confirmation !== props.title}>{strings.deleteButton}</button>
          </div>
        </form>
      )}
    </div>
  );
}
