// Game versions: the full /v2/tag/game_version list with search and a "Show snapshots" toggle; choices as removable chips.
import { useEffect, useMemo, useState } from 'react';
import type { GameVersionTag } from '#contracts/wire/tag.ts';
import { listGameVersions } from '#site/lib/api.ts';
import { rovingList } from '../shared/roving-list.ts';
import { Detected, FieldError } from './MetadataFields.tsx';
import { format } from './text.ts';
import type { Strings } from './types.ts';

interface Props {
  selected: string[];
  strings: Strings;
  error: string | undefined;
  detectedFrom: string | undefined;
  onChange: (versions: string[]) => void;
}

export default function GameVersionPicker({ selected, strings: s, error, detectedFrom, onChange }: Props) {
  const [tags, setTags] = useState<GameVersionTag[] | null>(null);
  const [query, setQuery] = useState('');
  const [snapshots, setSnapshots] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    listGameVersions({ signal: controller.signal }).then(setTags, () => undefined);
    return () => controller.abort();
  }, []);

  const order = useMemo(() => new Map((tags ?? []).map((tag, i) => [tag.version, i])), [tags]);
  const chosen = new Set(selected);
  const sorted = (versions: string[]) => [...versions].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  const needle = query.trim().toLowerCase();
  const shown = (tags ?? []).filter((tag) => (snapshots || tag.version_type === 'release' || chosen.has(tag.version))
    && (!needle || tag.version.toLowerCase().includes(needle)));
  const toggle = (version: string, on: boolean) =>
    onChange(sorted(on ? [...selected, version] : selected.filter((value) => value !== version)));

  return (
    <fieldset className="ve-picker" aria-describedby={error ? 've-gameVersions-error' : undefined}>
      <legend className="ve-legend">{s.gameVersions}<Detected file={detectedFrom} strings={s} /></legend>
      {selected.length > 0 && (
        <ul className="ve-chips" aria-label={format(s.gameVersionsSelected, { count: selected.length })}>
          {sorted(selected).map((version) => (
            <li key={version} className="ve-chip">
              {version}
              <button type="button" aria-label={format(s.removeGameVersion, { version })} onClick={() => toggle(version, false)}>×</button>
            </li>
          ))}
        </ul>
      )}
      <div className="ve-picker-bar">
        <input type="search" aria-label={s.gameVersionsSearch} placeholder={s.gameVersionsSearch} value={query}
          onChange={(event) => setQuery(event.target.value)} />
        <label className="ve-check">
          <input type="checkbox" checked={snapshots} onChange={(event) => setSnapshots(event.target.checked)} />
          {s.showSnapshots}
        </label>
      </div>
      {tags === null ? <p className="ve-hint">{s.gameVersionsLoading}</p> : shown.length === 0 ? <p className="ve-hint">{s.gameVersionsNone}</p> : (
        <div className="ve-picker-list" role="group" aria-label={s.gameVersions} aria-describedby="ve-game-versions-hint" data-roving {...rovingList}>
          {shown.map((tag) => (
            <label key={tag.version}>
              <input type="checkbox" checked={chosen.has(tag.version)} onChange={(event) => toggle(tag.version, event.target.checked)} />
              {tag.version}
            </label>
          ))}
        </div>
      )}
      <p id="ve-game-versions-hint" hidden>{s.listHint}</p>
      <FieldError id="ve-gameVersions-error" message={error} />
    </fieldset>
  );
}
