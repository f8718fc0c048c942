// License filters: open source only, and one license by name.
import type { ReactNode } from 'react';
import { toggle } from '#site/lib/search-state.ts';
import CommitSelect from './CommitSelect.tsx';
import { SEARCH_FORM_ID, type SearchStrings } from './props.ts';

interface Lock {
  locked: boolean;
  note: ReactNode;
}

interface Props {
  licenses: { id: string; name: string }[];
  /** The facets in force (provided values included). */
  facets: readonly string[];
  /** The user's own facets, which changes edit. */
  current: readonly string[];
  openSourceLock: Lock;
  licenseLock: Lock;
  strings: SearchStrings;
  onChange: (facets: string[]) => void;
}

const OPEN_SOURCE = 'open_source:true';

export default function LicenseFilter({ licenses, facets, current, openSourceLock, licenseLock, strings, onChange }: Props) {
  const license = facets.find((facet) => facet.startsWith('license:')) ?? '';
  const chosen = license.slice('license:'.length);
  // A license from a shared link may not be among the common ones; it still shows as chosen.
  const options = chosen && !licenses.some((entry) => entry.id === chosen) ? [...licenses, { id: chosen, name: chosen }] : licenses;
  return (
    <fieldset className="search-group">
      <legend>{strings.groups.license}</legend>
      {openSourceLock.note}
      {licenseLock.note}
      <label className="search-check">
        <input type="checkbox" name="f" value={OPEN_SOURCE} form={SEARCH_FORM_ID} checked={facets.includes(OPEN_SOURCE)} disabled={openSourceLock.locked}
          onChange={(event) => onChange(toggle([...current], OPEN_SOURCE, event.target.checked))} />
        <span>{strings.filters.openSource}</span>
      </label>
      <CommitSelect className="search-license" name="f" form={SEARCH_FORM_ID} value={license} disabled={licenseLock.locked} aria-label={strings.groups.license}
        onCommit={(value) => onChange([...current.filter((facet) => !facet.startsWith('license:')), ...(value ? [value] : [])])}>
        <option value="">{strings.filters.anyLicense}</option>
        {options.map((entry) => <option key={entry.id} value={`license:${entry.id}`}>{entry.name}</option>)}
      </CommitSelect>
    </fieldset>
  );
}
