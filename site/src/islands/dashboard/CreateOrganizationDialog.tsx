// "Create an organization": name, URL slug (derived from the name until edited, checked live) and description.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SLUG_MAX, SLUG_MIN } from '../../../../functions/contracts/limits.ts';
import {
  createOrganizationBody, ORGANIZATION_DESCRIPTION_MAX, ORGANIZATION_DESCRIPTION_MIN, ORGANIZATION_NAME_MAX, ORGANIZATION_NAME_MIN,
} from '../../../../functions/contracts/organization-write.ts';
import { configureApi } from '../../lib/api.ts';
import { createOrganization, isOrganizationSlugTaken } from '../../lib/api-social.ts';
import { slugFromName } from '../create-project/slug.ts';

type SlugState = 'idle' | 'checking' | 'free' | 'taken' | 'invalid';

const CHECK_DELAY_MS = 350;

export default function CreateOrganizationDialog({ strings }: { strings: Record<string, string> }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [slugState, setSlugState] = useState<SlugState>('idle');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => configureApi({ errorTitle: strings.errorTitle! }), [strings.errorTitle]);

  useEffect(() => {
    if (!slug) {
      setSlugState('idle');
      return;
    }
    if (!createOrganizationBody.shape.slug.safeParse(slug).success) {
      setSlugState('invalid');
      return;
    }
    setSlugState('checking');
    const controller = new AbortController();
    const timer = setTimeout(() => {
      isOrganizationSlugTaken(slug, controller.signal).then((taken) => setSlugState(taken ? 'taken' : 'free'), () => undefined);
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
      const created = await createOrganization({ name: name.trim(), slug, description: description.trim() });
      window.location.assign(`/organization/${encodeURIComponent(created.slug)}/settings`);
    } catch {
      setBusy(false);
    }
  }

  const slugMessage = { idle: '', checking: strings.slugChecking, free: strings.slugFree, taken: strings.slugTaken, invalid: strings.slugInvalid }[slugState];

  return (
    <>
      <button type="button" className="button button-primary" onClick={() => dialog.current?.showModal()}>{strings.open}</button>
      <dialog ref={dialog} className="social-dialog" aria-labelledby="create-organization-title">
        <form className="form" onSubmit={submit}>
          <h2 id="create-organization-title">{strings.title}</h2>
          <label>{strings.name}
            <input type="text" value={name} required minLength={ORGANIZATION_NAME_MIN} maxLength={ORGANIZATION_NAME_MAX} autoFocus
              onChange={(event) => changeName(event.target.value)} />
          </label>
          <label>{strings.slug}
            <span className="prefixed"><span className="muted">/organization/</span>
              <input type="text" value={slug} required minLength={SLUG_MIN} maxLength={SLUG_MAX} aria-describedby="create-organization-slug"
                onChange={(event) => { setSlugEdited(true); setSlug(event.target.value); }} />
            </span>
            <small id="create-organization-slug" className={`field-state ${slugState}`} role="status" aria-live="polite">{slugMessage}</small>
          </label>
          <label>{strings.description}
            <textarea value={description} rows={3} required minLength={ORGANIZATION_DESCRIPTION_MIN} maxLength={ORGANIZATION_DESCRIPTION_MAX}
              onChange={(event) => setDescription(event.target.value)} />
          </label>
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
