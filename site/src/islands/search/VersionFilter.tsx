// Game versions: a searchable list of releases; "Show all versions" adds snapshots and old alphas and betas.
import { useEffect, useState, type ReactNode } from 'react';
import { listGameVersions } from '#site/lib/api.ts';
import { Check } from './CheckGroup.tsx';
import { LIST_HINT_ID, type SearchStrings } from './props.ts';

interface Props {
  releases: readonly string[];
  selected: readonly string[];
  locked: boolean;
  note?: ReactNode;
  live: boolean;
  strings: SearchStrings;
  onToggle: (value: string, on: boolean) => void;
}

export default function VersionFilter({ releases, selected, locked, note, live, strings, onToggle }: Props) {
  const [text, setText] = useState('');
  const [showAll, setShowAll] = useState(false);
  const [all, setAll] = useState<string[] | null>(null);

  useEffect(() => {
    if (!showAll || all) return;
    const controller = new AbortController();
    listGameVersions({ signal: controller.signal }).then(
      (versions) => setAll(versions.map((entry) => entry.version)),
      () => setShowAll(false),
    );
    return () => controller.abort();
  }, [showAll, all]);

  const base = showAll && all ? all : releases;
  // Chosen versions stay in view even when the list would leave them out (a snapshot, with "Show all" off).
  const listed = [...selected.filter((version) => !base.includes(version)), ...base];
  const needle = text.trim().toLowerCase();
  const shown = needle ? listed.filter((version) => version.toLowerCase().includes(needle)) : listed;

  return (
    <fieldset className="search-group" aria-describedby={live ? LIST_HINT_ID : undefined}>
      <legend>{strings.groups.versions}</legend>
      {note}
      <input className="search-version-filter search-scripted" type="search" value={text} placeholder={strings.filters.versionSearch}
        aria-label={strings.filters.versionSearch} aria-controls="search-version-list" onChange={(event) => setText(event.target.value)} />
      <ul id="search-version-list" className="search-checks search-versions" data-roving>
        {shown.map((version) => (
          <Check key={version} name="g" option={{ value: version, label: version }} checked={selected.includes(version)} disabled={locked} onToggle={onToggle} />
        ))}
      </ul>
      {shown.length === 0 && <p className="muted search-none">{strings.filters.noVersions}</p>}
      <label className="search-check search-show-all search-scripted">
        <input type="checkbox" checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />
        <span>{strings.filters.showAllVersions}</span>
      </label>
    </fieldset>
  );
}
