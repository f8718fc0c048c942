// What an editor shows when its save was refused because someone else saved first (409): what happened, and a
// reload that brings their version in (nothing of theirs was overwritten).
interface Props {
  text: string;
  reload: string;
  /** The editor's own alert styling; the shared look otherwise. */
  className?: string;
}

export function ConflictNotice({ text, reload, className = 'conflict-notice' }: Props) {
  return (
    <p className={className} role="alert">
      {text}{' '}
      <button type="button" className="button" onClick={() => window.location.reload()}>{reload}</button>
    </p>
  );
}
