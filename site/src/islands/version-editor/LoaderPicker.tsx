// Loaders: only those /v2/tag/loader lists for the project's type, as toggles.
import { tagLabel } from '#site/lib/project-labels.ts';
import { Detected, FieldError } from './MetadataFields.tsx';
import type { Strings } from './types.ts';

interface Props {
  offered: string[] | null;
  selected: string[];
  strings: Strings;
  error: string | undefined;
  detectedFrom: string | undefined;
  onChange: (loaders: string[]) => void;
}

export default function LoaderPicker({ offered, selected, strings: s, error, detectedFrom, onChange }: Props) {
  const chosen = new Set(selected);
  // A version may already carry a loader the type no longer offers; it stays visible so it can be removed.
  const names = offered ? [...offered, ...selected.filter((loader) => !offered.includes(loader))] : selected;
  return (
    <fieldset aria-describedby={error ? 've-loaders-error' : undefined}>
      <legend className="ve-legend">{s.loaders}<Detected file={detectedFrom} strings={s} /></legend>
      {offered === null && <p className="ve-hint">{s.loadersLoading}</p>}
      <div className="ve-choices">
        {names.map((loader) => (
          <label key={loader} className="ve-choice">
            <input type="checkbox" checked={chosen.has(loader)}
              onChange={(event) => onChange(event.target.checked ? [...selected, loader] : selected.filter((value) => value !== loader))} />
            {tagLabel(loader)}
          </label>
        ))}
      </div>
      <FieldError id="ve-loaders-error" message={error} />
    </fieldset>
  );
}
