// Automatic backups: off or one interval from the fixed list, saved with "Save changes" (disabled while nothing
// changed; without a script, which cannot tell, it posts the form as it is), and when the next one runs.
import { useEffect, useState, type FormEvent } from 'react';
import { AUTO_BACKUP_INTERVALS_HOURS, type BackupList } from '#contracts/server-backups.ts';
import { setAutoBackups } from '#site/lib/api-server-backups.ts';
import { autoSaveDisabled, formatMoment, intervalHours, intervalValue } from '#site/lib/server-backups.ts';
import { fill } from '../../shared/fill.ts';
import type { BackupStrings } from './strings.ts';

interface Props {
  serverId: string;
  list: BackupList;
  live: boolean;
  locale: string;
  strings: BackupStrings['auto'];
  onSaved: () => Promise<void>;
}

export function AutoBackups({ serverId, list, live, locale, strings, onSaved }: Props) {
  const saved = list.auto.interval_hours;
  const [chosen, setChosen] = useState<number | null>(saved);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState('');
  useEffect(() => setChosen(saved), [saved]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setStatus('');
    try {
      await setAutoBackups(serverId, chosen);
      await onSaved();
      setStatus(strings.saved);
    } catch {
      // callApi has shown the failure as a toast; the choice stays for another try.
    } finally {
      setSaving(false);
    }
  }

  const next = list.auto.next ? formatMoment(list.auto.next, locale, live) : null;
  return (
    <section className="card tool" aria-labelledby="auto-backups-title">
      <h2 id="auto-backups-title">{strings.heading}</h2>
      <p className="muted">{strings.lead}</p>
      <form className="auto-form" method="post" action={`/_internal/servers/${encodeURIComponent(serverId)}/backups/auto`} onSubmit={(event) => void save(event)}>
        <label htmlFor="auto-backup-interval">{strings.interval}</label>
        <select id="auto-backup-interval" name="interval_hours" value={intervalValue(chosen)}
          onChange={(event) => { setChosen(intervalHours(event.target.value)); setStatus(''); }}>
          <option value="off">{strings.off}</option>
          {AUTO_BACKUP_INTERVALS_HOURS.map((hours) => <option key={hours} value={String(hours)}>{strings[`every_${hours}`]}</option>)}
        </select>
        <button type="submit" className="button button-primary" disabled={saving || (live && autoSaveDisabled(saved, chosen))}>
          {saving ? strings.saving : strings.save}
        </button>
        <span role="status" className="saved">{status}</span>
      </form>
      <p data-auto-next>{saved === null ? strings.none : next ? fill(strings.next, { time: next }) : null}</p>
    </section>
  );
}
