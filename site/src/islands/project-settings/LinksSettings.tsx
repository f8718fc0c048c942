// Settings > Links: issue tracker, source, wiki and chat server URLs, and one donation link per platform.
import { useState, type FormEvent } from 'react';
import { linkUrlSchema } from '#contracts/project-write.ts';
import type { DonationPlatformTag } from '#contracts/wire/tag.ts';
import type { Messages } from '#site/lib/messages.ts';
import { SaveButton, SaveStatus, useProjectWrite, type SaveStrings } from './shared.tsx';

export const LINK_FIELDS = ['issues_url', 'source_url', 'wiki_url', 'discord_url'] as const;
export type LinkField = (typeof LINK_FIELDS)[number];

interface Props {
  projectId: string;
  updated: string;
  links: Record<LinkField, string | null>;
  donations: { id: string; url: string }[];
  platforms: DonationPlatformTag[];
  canEdit: boolean;
  save: SaveStrings;
  strings: Messages<'projectSettings.links'>;
}

export const isHttpsOrEmpty = (value: string) => value.trim() === '' || linkUrlSchema.safeParse(value.trim()).success;

export default function LinksSettings({ projectId, updated, links, donations, platforms, canEdit, save, strings }: Props) {
  const writer = useProjectWrite(projectId, updated, save);
  const [values, setValues] = useState<Record<LinkField, string>>(
    Object.fromEntries(LINK_FIELDS.map((field) => [field, links[field] ?? ''])) as Record<LinkField, string>,
  );
  const [donationUrls, setDonationUrls] = useState<Record<string, string>>(
    Object.fromEntries(platforms.map((platform) => [platform.short, donations.find((link) => link.id === platform.short)?.url ?? ''])),
  );
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (![...Object.values(values), ...Object.values(donationUrls)].every(isHttpsOrEmpty)) {
      setProblem(strings.invalidUrl);
      return;
    }
    setProblem(null);
    await writer.patch({
      ...Object.fromEntries(LINK_FIELDS.map((field) => [field, values[field].trim() || null])),
      donation_urls: platforms
        .filter((platform) => donationUrls[platform.short]?.trim())
        .map((platform) => ({ id: platform.short, platform: platform.name, url: donationUrls[platform.short]!.trim() })),
    });
  }

  return (
    <form className="form" onSubmit={submit}>
      <fieldset className="plain" disabled={!canEdit}>
        {LINK_FIELDS.map((field) => (
          <label key={field}>{strings[field]}
            <input type="url" value={values[field]} placeholder="https://" onChange={(event) => setValues({ ...values, [field]: event.target.value })} />
          </label>
        ))}
        <fieldset className="list">
          <legend>{strings.donations}</legend>
          <p className="muted hint">{strings.donationsHint}</p>
          {platforms.map((platform) => (
            <label key={platform.short}>{platform.name}
              <input type="url" value={donationUrls[platform.short] ?? ''} placeholder="https://"
                onChange={(event) => setDonationUrls({ ...donationUrls, [platform.short]: event.target.value })} />
            </label>
          ))}
        </fieldset>
        {problem && <p className="alert alert-error" role="alert">{problem}</p>}
        <div className="actions"><SaveButton busy={writer.busy} strings={save} /></div>
      </fieldset>
      <SaveStatus state={writer.state} strings={save} />
    </form>
  );
}
