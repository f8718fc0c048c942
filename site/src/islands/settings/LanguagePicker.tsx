// The language setting with JavaScript: choosing a language loads its bundle first, announces it, and can be cancelled.
import { useRef, useState, type FormEvent } from 'react';

export interface LanguagePickerStrings {
  automatic: string;
  fixed: string;
  save: string;
  /** "{{name}}" is replaced by the language's own name. */
  applying: string;
  cancel: string;
  loadError: string;
  failed: string;
  retry: string;
  /** Said after the name of a language whose messages are not all translated. */
  partly: string;
}

interface Props {
  /** partly: some of the site shows in English in this language. */
  locales: { code: string; nativeName: string; partly: boolean }[];
  /** The fixed locale, or null for automatic. */
  fixed: string | null;
  strings: LanguagePickerStrings;
}

/** After this many failed loads in a row the picker stops offering a retry. */
export const MAX_LOAD_ATTEMPTS = 3;
const AUTO = 'auto';

type Phase =
  | { kind: 'idle' }
  | { kind: 'applying'; code: string }
  | { kind: 'error'; code: string; attempts: number }
  | { kind: 'failed'; code: string };

async function applyLocale(code: string, signal: AbortSignal): Promise<void> {
  if (code !== AUTO) {
    const bundle = await fetch(`/locales/${encodeURIComponent(code)}.json`, { signal });
    if (!bundle.ok) throw new Error(`Language bundle answered ${bundle.status}`);
    await bundle.json();
  }
  const saved = await fetch('/_internal/locale', {
    method: 'POST',
    body: new URLSearchParams({ locale: code, back: '/settings/language' }),
    redirect: 'manual',
    signal,
  });
  if (saved.status >= 400) throw new Error(`Saving the language answered ${saved.status}`);
}

export default function LanguagePicker({ locales, fixed, strings }: Props) {
  const saved = fixed ?? AUTO;
  const [selected, setSelected] = useState(saved);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const nameOf = (code: string) => (code === AUTO ? strings.automatic : locales.find((entry) => entry.code === code)?.nativeName ?? code);

  const start = (code: string, attempts = 0) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setSelected(code);
    setPhase({ kind: 'applying', code });
    applyLocale(code, current.signal).then(
      () => window.location.reload(),
      () => {
        if (current.signal.aborted) return;
        const failures = attempts + 1;
        setPhase(failures >= MAX_LOAD_ATTEMPTS ? { kind: 'failed', code } : { kind: 'error', code, attempts: failures });
      },
    );
  };

  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    setSelected(saved);
    setPhase({ kind: 'idle' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected !== saved) start(selected);
  };

  const busy = phase.kind === 'applying';
  const option = (code: string, label: string, partly = false) => (
    <label className="scope" key={code}>
      <input type="radio" name="locale" value={code} checked={selected === code} disabled={busy}
        onChange={() => (code === saved ? cancel() : start(code))} />
      {' '}<span lang={code === AUTO ? undefined : code}>{label}</span>{partly && ` — ${strings.partly}`}
    </label>
  );

  return (
    <form className="form" method="post" action="/_internal/locale" onSubmit={submit}>
      <input type="hidden" name="back" value="/settings/language" />
      <div className="language-status" role="status" aria-live="polite">
        {phase.kind === 'applying' && (
          <p className="alert">
            {strings.applying.replace('{{name}}', nameOf(phase.code))}{' '}
            <button type="button" className="button" onClick={cancel}>{strings.cancel}</button>
          </p>
        )}
        {phase.kind === 'error' && (
          <p className="alert alert-error">
            {strings.loadError}{' '}
            <button type="button" className="button" onClick={() => start(phase.code, phase.attempts)}>{strings.retry}</button>{' '}
            <button type="button" className="button" onClick={cancel}>{strings.cancel}</button>
          </p>
        )}
        {phase.kind === 'failed' && (
          <p className="alert alert-error">
            {strings.failed}{' '}
            <button type="button" className="button" onClick={cancel}>{strings.cancel}</button>
          </p>
        )}
      </div>
      {option(AUTO, strings.automatic)}
      <fieldset disabled={busy}>
        <legend>{strings.fixed}</legend>
        {locales.map((entry) => option(entry.code, entry.nativeName, entry.partly))}
      </fieldset>
      <p><button className="button button-primary" type="submit" disabled={busy}>{strings.save}</button></p>
    </form>
  );
}
