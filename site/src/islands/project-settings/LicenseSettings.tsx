// Settings > License: an SPDX license picked from a searchable list (GET /v2/tag/license), or a custom LicenseRef-…
// identifier, plus the license's URL.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { ALL_RIGHTS_RESERVED } from '#contracts/license.ts';
import { licenseIdSchema, linkUrlSchema } from '#contracts/project-write.ts';
import type { LicenseTag } from '#contracts/wire/tag.ts';
import { callApi } from '#site/lib/api.ts';
import { searchLicenses } from '#site/lib/license-search.ts';
import type { Messages } from '#site/lib/messages.ts';
import { SaveButton, SaveStatus, useProjectWrite, type SaveStrings } from './shared.tsx';

const CUSTOM_PREFIX = 'LicenseRef-';

interface Props {
  projectId: string;
  updated: string;
  licenseId: string;
  licenseUrl: string | null;
  canEdit: boolean;
  save: SaveStrings;
  strings: Messages<'projectSettings.license'>;
}

export default function LicenseSettings({ projectId, updated, licenseId, licenseUrl, canEdit, save, strings }: Props) {
  const writer = useProjectWrite(projectId, updated, save);
  const [licenses, setLicenses] = useState<LicenseTag[]>([]);
  const startsCustom = licenseId.startsWith(CUSTOM_PREFIX) && licenseId !== ALL_RIGHTS_RESERVED;
  const [mode, setMode] = useState<'spdx' | 'custom'>(startsCustom ? 'custom' : 'spdx');
  const [selected, setSelected] = useState(startsCustom ? '' : licenseId);
  const [custom, setCustom] = useState(startsCustom ? licenseId.slice(CUSTOM_PREFIX.length) : '');
  const [query, setQuery] = useState('');
  const [url, setUrl] = useState(licenseUrl ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    callApi<LicenseTag[]>('/v2/tag/license', { signal: controller.signal }).then(setLicenses, () => undefined);
    return () => controller.abort();
  }, []);

  const choices = useMemo(() => {
    const all = [{ short: ALL_RIGHTS_RESERVED, name: strings.allRightsReserved }, ...licenses];
    const matching = searchLicenses(all, query);
    // The current choice stays listed while searching, after the matches, so the list never hides what is selected.
    const current = all.find((entry) => entry.short === selected);
    return current && !matching.includes(current) ? [...matching, current] : matching;
  }, [licenses, query, selected, strings.allRightsReserved]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const id = mode === 'custom' ? `${CUSTOM_PREFIX}${custom.trim()}` : selected;
    if (!licenseIdSchema.safeParse(id).success) {
      setProblem(strings.invalidId);
      return;
    }
    if (url.trim() && !linkUrlSchema.safeParse(url.trim()).success) {
      setProblem(strings.invalidUrl);
      return;
    }
    setProblem(null);
    await writer.patch({ license_id: id, license_url: url.trim() || null });
  }

  return (
    <form className="form" onSubmit={submit}>
      <fieldset className="plain" disabled={!canEdit}>
        <fieldset className="choices">
          <legend>{strings.kind}</legend>
          <label className="choice"><input type="radio" name="mode" checked={mode === 'spdx'} onChange={() => setMode('spdx')} /><span>{strings.spdx}</span></label>
          <label className="choice"><input type="radio" name="mode" checked={mode === 'custom'} onChange={() => setMode('custom')} /><span>{strings.custom}</span></label>
        </fieldset>
        {mode === 'spdx' ? (
          <>
            <label>{strings.search}
              <input type="search" value={query} placeholder={strings.searchPlaceholder} onChange={(event) => setQuery(event.target.value)} />
            </label>
            <label>{strings.license}
              <select size={8} value={selected} required onChange={(event) => setSelected(event.target.value)}>
                {choices.map((entry) => <option key={entry.short} value={entry.short}>{entry.name} ({entry.short})</option>)}
              </select>
            </label>
          </>
        ) : (
          <div className="field">
            <label htmlFor="license-custom">{strings.customId}</label>
            <span className="slug-field"><span className="muted" aria-hidden="true">{CUSTOM_PREFIX}</span>
              <input id="license-custom" type="text" value={custom} required aria-describedby="license-custom-hint"
                onChange={(event) => setCustom(event.target.value)} placeholder="My-License-1.0" />
            </span>
            <small id="license-custom-hint" className="muted">{strings.customHint}</small>
          </div>
        )}
        <div className="field">
          <label htmlFor="license-url">{strings.url}</label>
          <input id="license-url" type="url" value={url} placeholder="https://" aria-describedby="license-url-hint" onChange={(event) => setUrl(event.target.value)} />
          <small id="license-url-hint" className="muted">{strings.urlHint}</small>
        </div>
        {problem && <p className="alert alert-error" role="alert">{problem}</p>}
        <div className="actions"><SaveButton busy={writer.busy} strings={save} /></div>
      </fieldset>
      <SaveStatus state={writer.state} strings={save} />
    </form>
  );
}
