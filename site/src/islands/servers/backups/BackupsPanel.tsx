// The Backups page's island: the server's backups as a table, creating, restoring, downloading, renaming, locking and
// deleting them, polling while work is under way, and the automatic-backup settings. Rendered on the server, its forms
// post to the panel's form routes without a script; with one, they become calls, dialogs and a live list.
import { useCallback, useEffect, useState } from 'react';
import { BACKUP_NAME_MAX, type BackupList, type BackupState, type BackupView } from '#contracts/server-backups.ts';
import { configureApi } from '#site/lib/api.ts';
import { createBackup, deleteBackup, prepareDownload, restoreBackup, updateBackup } from '#site/lib/api-server-backups.ts';
import { isBusy } from '#site/lib/server-backups.ts';
import { fill } from '../../shared/fill.ts';
import { AutoBackups } from './AutoBackups.tsx';
import { BackupDialog, type DialogRequest } from './BackupDialog.tsx';
import { BackupRow, type RowAction } from './BackupRow.tsx';
import type { BackupStrings } from './strings.ts';
import { useBackupList } from './useBackupList.ts';

interface Props {
  serverId: string;
  /** The list as the page read it. */
  initial: BackupList;
  locale: string;
  strings: BackupStrings;
}

/** Downloads prepared from this page: the row shows them before (or instead of) the server's own state. */
type Downloads = Record<string, 'preparing_download' | 'download_failed'>;

export default function BackupsPanel({ serverId, initial, locale, strings }: Props) {
  const [live, setLive] = useState(false);
  const [downloads, setDownloads] = useState<Downloads>({});
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const { list, refresh } = useBackupList(serverId, initial, Object.values(downloads).includes('preparing_download'));
  useEffect(() => {
    configureApi({ errorTitle: strings.page.errorTitle });
    setLive(true);
  }, [strings.page.errorTitle]);
  const close = useCallback(() => setRequest(null), []);

  const setDownload = (id: string, state: Downloads[string] | null) => setDownloads((current) => {
    const { [id]: _, ...rest } = current;
    return state ? { ...rest, [id]: state } : rest;
  });

  async function download(backup: BackupView) {
    setDownload(backup.id, 'preparing_download');
    try {
      const { url } = await prepareDownload(serverId, backup.id);
      setDownload(backup.id, null);
      window.location.assign(url);
    } catch {
      setDownload(backup.id, 'download_failed');
    }
  }

  function act(action: RowAction, backup: BackupView) {
    if (action === 'download') return void download(backup);
    if (action === 'lock' || action === 'unlock') return void updateBackup(serverId, backup.id, { locked: action === 'lock' }).then(refresh, () => undefined);
    setRequest({ kind: action, backup });
  }

  async function confirm(asked: DialogRequest, name: string) {
    if (asked.kind === 'create') await createBackup(serverId, name || undefined);
    else if (asked.kind === 'rename') await updateBackup(serverId, asked.backup.id, { name });
    else if (asked.kind === 'restore') await restoreBackup(serverId, asked.backup.id);
    else await deleteBackup(serverId, asked.backup.id);
    await refresh();
  }

  const busy = isBusy(list);
  const stateOf = (backup: BackupView): BackupState => downloads[backup.id] ?? backup.state;

  return (
    <div className="backups">
      <section className="card tool" aria-labelledby="backups-title">
        <div className="tool-head">
          <h2 id="backups-title">{strings.list.heading}</h2>
          {live || busy
            ? <button type="button" className="button button-primary" disabled={busy} title={busy ? strings.list.busy : undefined}
              onClick={() => setRequest({ kind: 'create' })}>{strings.list.create}</button>
            : (
              <details className="inline-confirm">
                <summary className="button button-primary">{strings.list.create}</summary>
                <form method="post" action={`/_internal/servers/${encodeURIComponent(serverId)}/backups`}>
                  <label>{strings.createDialog.name}<input type="text" name="name" maxLength={BACKUP_NAME_MAX} /></label>
                  <small className="muted">{strings.createDialog.hint}</small>
                  <button type="submit" className="button button-primary">{strings.createDialog.submit}</button>
                </form>
              </details>
            )}
        </div>
        <p className="muted">{strings.list.lead}</p>
        <p data-backup-count>{fill(strings.list.count, { count: list.backups.length, limit: list.limit })}</p>
        {busy && <p className="busy-note" role="status">{strings.list.busy}</p>}
        {list.backups.length === 0 ? <p className="muted">{strings.list.empty}</p> : (
          <div className="table-wrap">
            <table className="backup-table">
              <thead>
                <tr>
                  <th scope="col">{strings.list.name}</th>
                  <th scope="col">{strings.list.created}</th>
                  <th scope="col">{strings.list.size}</th>
                  <th scope="col">{strings.list.state}</th>
                  <th scope="col"><span className="visually-hidden">{strings.list.actions}</span></th>
                </tr>
              </thead>
              <tbody>
                {list.backups.map((backup) => (
                  <BackupRow key={backup.id} serverId={serverId} backup={backup} state={stateOf(backup)} busy={busy} live={live} locale={locale} strings={strings} onAction={act} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <AutoBackups serverId={serverId} list={list} live={live} locale={locale} strings={strings.auto} onSaved={refresh} />
      <BackupDialog request={request} strings={strings} onConfirm={confirm} onClose={close} />
    </div>
  );
}
