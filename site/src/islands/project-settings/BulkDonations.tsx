// The donation links a bulk edit adds: rows of a platform from the reference list and a URL, one row per platform.
import type { DonationPlatformTag } from '#contracts/wire/tag.ts';
import type { Messages } from '#site/lib/messages.ts';
import { fill } from './shared.tsx';

export interface DonationRow {
  platform: string;
  url: string;
}

interface Props {
  platforms: DonationPlatformTag[];
  rows: DonationRow[];
  onChange: (rows: DonationRow[]) => void;
  legend: string;
  strings: Messages<'projectSettings.dashboard'>;
}

export function BulkDonations({ platforms, rows, onChange, legend, strings }: Props) {
  const unused = platforms.filter((platform) => !rows.some((row) => row.platform === platform.short));
  const change = (index: number, row: DonationRow) => onChange(rows.map((entry, at) => (at === index ? row : entry)));
  return (
    <fieldset className="bulk-donations">
      <legend>{legend}</legend>
      <p className="muted hint">{strings.donationsHint}</p>
      {rows.map((row, index) => {
        const number = index + 1;
        // A platform chosen in one row is not offered in the others.
        const choices = platforms.filter((platform) => platform.short === row.platform || unused.includes(platform));
        return (
          <div key={index} className="donation-row">
            <select aria-label={fill(strings.donationPlatform, { number })} value={row.platform}
              onChange={(event) => change(index, { ...row, platform: event.target.value })}>
              {choices.map((platform) => <option key={platform.short} value={platform.short}>{platform.name}</option>)}
            </select>
            <input type="url" aria-label={fill(strings.donationUrl, { number })} placeholder="https://" value={row.url}
              onChange={(event) => change(index, { ...row, url: event.target.value })} />
            <button type="button" className="button" aria-label={fill(strings.dropDonationLabel, { number })}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}>{strings.dropDonation}</button>
          </div>
        );
      })}
      <div>
        <button type="button" className="button" disabled={unused.length === 0}
          onClick={() => onChange([...rows, { platform: unused[0]!.short, url: '' }])}>{strings.addDonation}</button>
      </div>
    </fieldset>
  );
}
