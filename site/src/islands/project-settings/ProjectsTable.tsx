// The dashboard's project table with selection, and one bulk edit of the links of the selected projects, donation
// links added included (PATCH /v2/projects?ids=, api-compat §bulk-project-edits).
import { useState, type FormEvent } from 'react';
import type { ProjectBulkPatch } from '#contracts/project-write.ts';
import { bulkPatchProjects } from '#site/lib/api-projects.ts';
import type { DonationPlatformTag } from '#contracts/wire/tag.ts';
import { BulkDonations, type DonationRow } from './BulkDonations.tsx';
import { LINK_FIELDS, isHttpsOrEmpty, type LinkField } from './LinksSettings.tsx';
import type { Messages } from '#site/lib/messages.ts';
import { fill, useApiStrings } from './shared.tsx';

export interface ProjectRow {
  id: string;
  title: string;
  iconUrl: string | null;
  href: string;
  settingsHref: string;
  status: string;
  type: string;
  downloads: string;
  followers: string;
}

interface Props {
  projects: ProjectRow[];
  strings: Messages<'projectSettings.dashboard'>;
  linkLabels: Messages<'projectSettings.links'>;
  /** The reference list of donation platforms, as the links settings offer it. */
  platforms: DonationPlatformTag[];
  errorTitle: string;
}

type LinkEdit = { mode: 'keep' } | { mode: 'set'; url: string } | { mode: 'clear' };

export default function ProjectsTable({ projects, strings, linkLabels, platforms, errorTitle }: Props) {
  useApiStrings(errorTitle);
  const [selected, setSelected] = useState<string[]>([]);
  const [edits, setEdits] = useState<Record<LinkField, LinkEdit>>(
    Object.fromEntries(LINK_FIELDS.map((field) => [field, { mode: 'keep' }])) as Record<LinkField, LinkEdit>,
  );
  const [donations, setDonations] = useState<DonationRow[]>([]);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const allSelected = selected.length === projects.length && projects.length > 0;

  const toggle = (id: string, on: boolean) => setSelected(on ? [...selected, id] : selected.filter((entry) => entry !== id));

  async function apply(event: FormEvent) {
    event.preventDefault();
    const patch: ProjectBulkPatch = {};
    for (const field of LINK_FIELDS) {
      const edit = edits[field];
      if (edit.mode === 'clear') patch[field] = null;
      if (edit.mode === 'set') {
        if (!edit.url.trim() || !isHttpsOrEmpty(edit.url)) {
          setNotice({ ok: false, text: strings.invalidUrl });
          return;
        }
        patch[field] = edit.url.trim();
      }
    }
    if (donations.length > 0) {
      if (!donations.every((row) => row.url.trim() && isHttpsOrEmpty(row.url))) {
        setNotice({ ok: false, text: strings.invalidUrl });
        return;
      }
      patch.add_donation_urls = donations.map((row) => ({
        id: row.platform, platform: platforms.find((platform) => platform.short === row.platform)?.name, url: row.url.trim(),
      }));
    }
    await bulkPatchProjects(selected, patch);
    setNotice({ ok: true, text: fill(strings.bulkDone, { count: selected.length }) });
  }

  return (
    <>
      <div className="table-wrap">
        <table className="projects-table">
          <thead>
            <tr>
              <th scope="col"><input type="checkbox" aria-label={strings.selectAll} checked={allSelected} onChange={(event) => setSelected(event.target.checked ? projects.map((row) => row.id) : [])} /></th>
              <th scope="col">{strings.name}</th>
              <th scope="col">{strings.status}</th>
              <th scope="col">{strings.type}</th>
              <th scope="col" className="number">{strings.downloads}</th>
              <th scope="col" className="number">{strings.followers}</th>
              <th scope="col"><span className="visually-hidden">{strings.settings}</span></th>
            </tr>
          </thead>
          <tbody>
            {projects.map((row) => (
              <tr key={row.id}>
                <td><input type="checkbox" aria-label={fill(strings.select, { name: row.title })} checked={selected.includes(row.id)} onChange={(event) => toggle(row.id, event.target.checked)} /></td>
                <td>
                  <a className="project-name" href={row.href}>
                    {row.iconUrl ? <img src={row.iconUrl} alt="" width={32} height={32} loading="lazy" /> : <span className="avatar" aria-hidden="true">{row.title.slice(0, 1).toUpperCase()}</span>}
                    {row.title}
                  </a>
                </td>
                {/* Phones show each row as a card, with these labels over the values. */}
                <td data-label={strings.status}>{row.status}</td>
                <td data-label={strings.type}>{row.type}</td>
                <td className="number" data-label={strings.downloads}>{row.downloads}</td>
                <td className="number" data-label={strings.followers}>{row.followers}</td>
                <td className="settings-cell"><a className="button" href={row.settingsHref}>{strings.settings}</a></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form className="form bulk" onSubmit={apply}>
        <h2>{strings.bulkTitle}</h2>
        <p className="muted hint">{fill(strings.bulkHint, { count: selected.length })}</p>
        {LINK_FIELDS.map((field) => {
          const edit = edits[field];
          return (
            <fieldset key={field} className="bulk-field">
              <legend>{linkLabels[field]}</legend>
              <select aria-label={fill(strings.bulkMode, { name: linkLabels[field]! })} value={edit.mode}
                onChange={(event) => setEdits({ ...edits, [field]: event.target.value === 'set' ? { mode: 'set', url: '' } : { mode: event.target.value as 'keep' | 'clear' } })}>
                <option value="keep">{strings.keep}</option>
                <option value="set">{strings.set}</option>
                <option value="clear">{strings.clear}</option>
              </select>
              {edit.mode === 'set' && (
                <input type="url" aria-label={linkLabels[field]} placeholder="https://" value={edit.url}
                  onChange={(event) => setEdits({ ...edits, [field]: { mode: 'set', url: event.target.value } })} />
              )}
            </fieldset>
          );
        })}
        <BulkDonations platforms={platforms} rows={donations} onChange={setDonations} legend={linkLabels.donations} strings={strings} />
        {notice && <p className={notice.ok ? 'alert' : 'alert alert-error'} role={notice.ok ? 'status' : 'alert'}>{notice.text}</p>}
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={selected.length === 0 || (donations.length === 0 && LINK_FIELDS.every((field) => edits[field].mode === 'keep'))}>{strings.apply}</button>
        </div>
      </form>
    </>
  );
}
