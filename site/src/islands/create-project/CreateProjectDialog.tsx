// "Create a project": name, URL (derived from the name until edited, checked live), summary, type, environments and
// visibility; creates a draft and opens its settings.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PROJECT_TYPES, SIDE_TYPES, type ProjectType, type SideType } from '../../../../functions/contracts/enums.ts';
import { PROJECT_SUMMARY_MIN, PROJECT_TITLE_MAX, PROJECT_TITLE_MIN, SLUG_MAX, SLUG_MIN } from '../../../../functions/contracts/limits.ts';
import { PROJECT_SUMMARY_CREATE_MAX, projectSlugSchema } from '../../../../functions/contracts/project-write.ts';
import { createProject, isSlugTaken, type NewProject } from '../../lib/api-projects.ts';
import { VISIBILITIES, useApiStrings, type Messages } from '../project-settings/shared.tsx';
import { slugFromName } from './slug.ts';

type SlugState = 'idle' | 'checking' | 'free' | 'taken' | 'invalid';

const CHECK_DELAY_MS = 350;

interface Props {
  strings: Messages;
  types: Messages;
  sides: Messages;
  visibilities: Messages;
  /** Open at once (the header menu links here with ?create). */
  openOnLoad: boolean;
}

export default function CreateProjectDialog({ strings, types, sides, visibilities, openOnLoad }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [slugState, setSlugState] = useState<SlugState>('idle');
  const [summary, setSummary] = useState('');
  const [type, setType] = useState<ProjectType>('mod');
  const [clientSide, setClientSide] = useState<SideType>('unknown');
  const [serverSide, setServerSide] = useState<SideType>('unknown');
  const [visibility, setVisibility] = useState<NewProject['requested_status']>('approved');
  const [busy, setBusy] = useState(false);

  useApiStrings(strings.errorTitle!);
  useEffect(() => {
    if (openOnLoad) dialog.current?.showModal();
  }, [openOnLoad]);

  useEffect(() => {
    if (!slug) {
      setSlugState('idle');
      return;
    }
    if (!projectSlugSchema.safeParse(slug).success) {
      setSlugState('invalid');
      return;
    }
    setSlugState('checking');
    const controller = new AbortController();
    const timer = setTimeout(() => {
      isSlugTaken(slug, controller.signal).then((taken) => setSlugState(taken ? 'taken' : 'free'), () => undefined);
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug]);

  function changeName(value: string) {
    setName(value);
    if (!slugEdited) setSlug(slugFromName(value));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (slugState === 'taken' || slugState === 'invalid') return;
    setBusy(true);
    try {
      const created = await createProject({
        title: name.trim(), slug, description: summary.trim(), project_type: type,
        client_side: clientSide, server_side: serverSide, requested_status: visibility,
      });
      window.location.assign(`/${type}/${encodeURIComponent(created.slug ?? created.id)}/settings`);
    } catch {
      setBusy(false);
    }
  }

  const slugMessage = { idle: '', checking: strings.slugChecking, free: strings.slugFree, taken: strings.slugTaken, invalid: strings.slugInvalid }[slugState];

  return (
    <>
      <button type="button" className="button button-primary" onClick={() => dialog.current?.showModal()}>{strings.open}</button>
      <dialog ref={dialog} className="create-project" aria-labelledby="create-project-title">
        <form className="form" onSubmit={submit}>
          <h2 id="create-project-title">{strings.title}</h2>
          <label>{strings.name}
            <input type="text" value={name} required minLength={PROJECT_TITLE_MIN} maxLength={PROJECT_TITLE_MAX} autoFocus onChange={(event) => changeName(event.target.value)} />
          </label>
          <div className="field">
            <label htmlFor="create-project-slug">{strings.slug}</label>
            <span className="slug-field"><span className="muted" aria-hidden="true">/{type}/</span>
              <input id="create-project-slug" type="text" value={slug} required minLength={SLUG_MIN} maxLength={SLUG_MAX} aria-describedby="create-project-slug-state"
                onChange={(event) => { setSlugEdited(true); setSlug(event.target.value); }} />
            </span>
            <small id="create-project-slug-state" className={`slug-state ${slugState}`} role="status" aria-live="polite">{slugMessage}</small>
          </div>
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
          <fieldset className="choices">
            <legend>{strings.visibility}</legend>
            {VISIBILITIES.map((value) => (
              <label key={value} className="choice">
                <input type="radio" name="visibility" checked={visibility === value} onChange={() => setVisibility(value)} />
                <span><strong>{visibilities[value]}</strong><small>{visibilities[`${value}Hint`]}</small></span>
              </label>
            ))}
          </fieldset>
          <p className="muted hint">{strings.draftNote}</p>
          <div className="actions">
            <button type="button" className="button" onClick={() => dialog.current?.close()}>{strings.cancel}</button>
            <button type="submit" className="button button-primary" disabled={busy || slugState === 'taken' || slugState === 'invalid'}>
              {busy ? strings.creating : strings.submit}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
