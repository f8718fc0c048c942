// A project's URL field: the type prefix, the slug input within the shared limits, and its live state below.
import { SLUG_MAX, SLUG_MIN } from '#contracts/limits.ts';
import type { SlugState } from './useSlugField.ts';

interface Props {
  id: string;
  label: string;
  /** The path before the slug, e.g. "/mod/". */
  prefix: string;
  slug: string;
  state: SlugState;
  message: string | undefined;
  onEdit: (slug: string) => void;
}

export function SlugField({ id, label, prefix, slug, state, message, onEdit }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <span className="slug-field"><span className="muted" aria-hidden="true">{prefix}</span>
        <input id={id} type="text" value={slug} required minLength={SLUG_MIN} maxLength={SLUG_MAX} aria-describedby={`${id}-state`}
          onChange={(event) => onEdit(event.target.value)} />
      </span>
      <small id={`${id}-state`} className={`slug-state ${state}`} role="status" aria-live="polite">{message}</small>
    </div>
  );
}
