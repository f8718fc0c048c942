// "Create a project": name, URL (derived from the name until edited, checked live), summary, type, environments and
// visibility; creates a draft and opens its settings.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PROJECT_TYPES, SIDE_TYPES, type ProjectType, type SideType } from '#contracts/enums.ts';
import { PROJECT_SUMMARY_MIN, PROJECT_TITLE_MAX, PROJECT_TITLE_MIN } from '#contracts/limits.ts';
import { PROJECT_SUMMARY_CREATE_MAX, projectSlugSchema } from '#contracts/project-write.ts';
import { createProject, isSlugTaken, type NewProject } from '#site/lib/api-projects.ts';
import type { Messages } from '#site/lib/messages.ts';
import { VISIBILITIES } from '../project-settings/shared.tsx';
import { FormDialog } from '../shared/FormDialog.tsx';
import { useAction } from '../shared/useAction.ts';
import { SlugField } from '../shared/SlugField.tsx';
import { useSlugField } from '../shared/useSlugField.ts';
import { VisibilityChoices } from '../shared/VisibilityChoices.tsx';

interface Props {
  strings: Messages<'createProject'>;
  types: Messages<'createProject.types'>;
  sides: Messages<'projectSettings.sides'>;
  visibilities: Messages<'projectSettings.visibilities'>;
  /** Open at once (the header menu links here with ?create). */
  openOnLoad: boolean;
}

export default function CreateProjectDialog({ strings, types, sides, visibilities, openOnLoad }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { name, slug, slugState, slugMessage, blocked, changeName, editSlug } = useSlugField({
    valid: (value) => projectSlugSchema.safeParse(value).success, isTaken: isSlugTaken, strings,
  });
  const [summary, setSummary] = useState('');
  const [type, setType] = useState<ProjectType>('mod');
  const [clientSide, setClientSide] = useState<SideType>('unknown');
  const [serverSide, setServerSide] = useState<SideType>('unknown');
  const [visibility, setVisibility] = useState<NewProject['requested_status']>('approved');
  const { busy, run } = useAction(strings.errorTitle);
  useEffect(() => {
    if (openOnLoad) dialog.current?.showModal();
  }, [openOnLoad]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blocked) return;
    void run(() => createProject({
      title: name.trim(), slug, description: summary.trim(), project_type: type,
      client_side: clientSide, server_side: serverSide, requested_status: visibility,
    }), (created) => window.location.assign(`/${type}/${encodeURIComponent(created.slug ?? created.id)}/settings`));
  }

  return (
    <>
      <button type="button" className="button button-primary" onClick={() => dialog.current?.showModal()}>{strings.open}</button>
      <FormDialog dialog={dialog} titleId="create-project-title" title={strings.title} className="create-project" onSubmit={submit}
        cancel={strings.cancel} submit={strings.submit} busy={busy} busyLabel={strings.creating} disabled={blocked}>
        <label>{strings.name}
          <input type="text" value={name} required minLength={PROJECT_TITLE_MIN} maxLength={PROJECT_TITLE_MAX} autoFocus onChange={(event) => changeName(event.target.value)} />
        </label>
        <SlugField id="create-project-slug" label={strings.slug} prefix={`/${type}/`} slug={slug} state={slugState} message={slugMessage} onEdit={editSlug} />
        <label>{strings.summary}
          <textarea value={summary} required rows={2} minLength={PROJECT_SUMMARY_MIN} maxLength={PROJECT_SUMMARY_CREATE_MAX} onChange={(event) => setSummary(event.target.value)} />
        </label>
        <label>{strings.type}
          <select value={type} onChange={(event) => setType(event.target.value as ProjectType)}>
            {PROJECT_TYPES.map((entry) => <option key={entry} value={entry}>{types[entry]}</option>)}
          </select>
        </label>
        <div className="pair">
          <label>{strings.clientSide}
            <select value={clientSide} onChange={(event) => setClientSide(event.target.value as SideType)}>
              {SIDE_TYPES.map((side) => <option key={side} value={side}>{sides[side]}</option>)}
            </select>
          </label>
          <label>{strings.serverSide}
            <select value={serverSide} onChange={(event) => setServerSide(event.target.value as SideType)}>
              {SIDE_TYPES.map((side) => <option key={side} value={side}>{sides[side]}</option>)}
            </select>
          </label>
        </div>
        <VisibilityChoices className="choices" legend={strings.visibility} values={VISIBILITIES} labels={visibilities} value={visibility}
          onChange={setVisibility} />
        <p className="muted hint">{strings.draftNote}</p>
      </FormDialog>
    </>
  );
}
