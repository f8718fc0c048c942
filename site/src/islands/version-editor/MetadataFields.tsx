// The version's own fields: number, name, channel, changelog and featured, with errors and "detected" marks.
import { VERSION_TYPES, type VersionType } from '#contracts/enums.ts';
import { VERSION_NAME_MAX, VERSION_NUMBER_MAX } from '#contracts/limits.ts';
import ChangelogField from './ChangelogField.tsx';
import type { FieldErrors } from './form.ts';
import { format } from './text.ts';
import type { Strings, VersionForm } from './types.ts';
import type { EditorLabels } from './props.ts';

interface Props {
  form: VersionForm;
  errors: FieldErrors;
  strings: Strings;
  channelLabels: EditorLabels['channel'];
  /** The file each field was filled from, for the fields Kiln guessed. */
  detected: Partial<Record<'versionNumber' | 'name', string>>;
  onChange: <K extends keyof VersionForm>(field: K, value: VersionForm[K]) => void;
}

export function Detected({ file, strings: s }: { file: string | undefined; strings: Strings }) {
  if (!file) return null;
  return <span className="ve-detected" title={format(s.detected, { file })}>{s.detectedShort}<span className="visually-hidden">: {format(s.detected, { file })}</span></span>;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? <p id={id} className="ve-error">{message}</p> : null;
}

export default function MetadataFields({ form, errors, strings: s, channelLabels, detected, onChange }: Props) {
  const describedBy = (hint: string, field: keyof FieldErrors) => (errors[field] ? `${hint} ve-${field}-error` : hint);
  return (
    <>
      <div className="ve-grid">
        <div className="ve-field">
          <label htmlFor="ve-version-number">{s.versionNumber}<Detected file={detected.versionNumber} strings={s} /></label>
          <input id="ve-version-number" type="text" required maxLength={VERSION_NUMBER_MAX} value={form.versionNumber}
            aria-invalid={errors.versionNumber ? true : undefined} aria-describedby={describedBy('ve-version-number-hint', 'versionNumber')}
            onChange={(event) => onChange('versionNumber', event.target.value)} />
          <p id="ve-version-number-hint" className="ve-hint">{s.versionNumberHint}</p>
          <FieldError id="ve-versionNumber-error" message={errors.versionNumber} />
        </div>
        <div className="ve-field">
          <label htmlFor="ve-name">{s.name}<Detected file={detected.name} strings={s} /></label>
          <input id="ve-name" type="text" maxLength={VERSION_NAME_MAX} value={form.name} placeholder={form.versionNumber}
            aria-invalid={errors.name ? true : undefined} aria-describedby={describedBy('ve-name-hint', 'name')}
            onChange={(event) => onChange('name', event.target.value)} />
          <p id="ve-name-hint" className="ve-hint">{s.nameHint}</p>
          <FieldError id="ve-name-error" message={errors.name} />
        </div>
      </div>
      <fieldset>
        <legend className="ve-legend">{s.channel}</legend>
        <div className="ve-choices">
          {VERSION_TYPES.map((channel) => (
            <label key={channel} className="ve-choice">
              <input type="radio" name="ve-channel" value={channel} checked={form.channel === channel}
                onChange={() => onChange('channel', channel as VersionType)} />
              {channelLabels[channel] ?? channel}
            </label>
          ))}
        </div>
      </fieldset>
      <ChangelogField value={form.changelog} error={errors.changelog} strings={s} onChange={(value) => onChange('changelog', value)} />
      <div className="ve-field">
        <label className="ve-check">
          <input type="checkbox" checked={form.featured} aria-describedby="ve-featured-hint" onChange={(event) => onChange('featured', event.target.checked)} />
          {s.featured}
        </label>
        <p id="ve-featured-hint" className="ve-hint">{s.featuredHint}</p>
      </div>
    </>
  );
}
