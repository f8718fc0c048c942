// One backup in the table: its name with the automatic and locked badges, when it was made (in the viewer's zone once
// the script runs), its size and state, and the actions its state allows — each disabled, with the reason as its
// title, while a create or restore runs. Every action is a form posting to the panel's form routes, so the page works
// without a script (restore, delete and rename then confirm inline); the script turns them into calls and dialogs.
import type { FormEvent } from 'react';
import { BACKUP_NAME_MAX, type BackupState, type BackupView } from '#contracts/server-backups.ts';
import { actionAllowed, formatMoment, formatSize, type BackupAction } from '#site/lib/server-backups.ts';
import { fill } from '../../shared/fill.ts';
import type { BackupStrings } from './strings.ts';

export type RowAction = BackupAction | 'unlock';

interface Props {
  serverId: string;
  backup: BackupView;
  /** The state as the page knows it, a download being prepared here included. */
  state: BackupState;
  busy: boolean;
  /** False until the script runs: until then the forms post as they are. */
  live: boolean;
  locale: string;
  strings: BackupStrings;
  onAction: (action: RowAction, backup: BackupView) => void;
}

const FAILED: readonly BackupState[] = ['create_failed', 'restore_failed', 'download_failed'];
const WORKING: readonly BackupState[] = ['queued', 'creating', 'restoring', 'preparing_download'];

export function BackupRow({ serverId, backup, state, busy, live, locale, strings, onAction }: Props) {
  const { list, actions } = strings;
  const base = `/_internal/servers/${encodeURIComponent(serverId)}/backups/${encodeURIComponent(backup.id)}`;
  const view = { ...backup, state };
  const allowed = (action: RowAction) => actionAllowed(view, action === 'unlock' ? 'lock' : action, busy);
  const reason = (action: RowAction) => (busy ? list.busy : !allowed(action) ? list.notReady : undefined);
  const className = (action: RowAction) => (action === 'delete' ? 'button button-danger' : 'button');
  const intercept = (action: RowAction) => (event: FormEvent) => {
    event.preventDefault();
    onAction(action, backup);
  };

  const disabledButton = (action: RowAction, label: string) =>
    <button type="button" className={className(action)} disabled title={reason(action)} data-action={action}>{label}</button>;

  /** Download, lock and unlock: one press, no question asked. */
  const direct = (action: 'download' | 'lock' | 'unlock', label: string) => !allowed(action) ? disabledButton(action, label) : (
    <form method="post" action={`${base}/${action === 'unlock' ? 'lock' : action}`} onSubmit={intercept(action)}>
      {action !== 'download' && <input type="hidden" name="locked" value={String(action === 'lock')} />}
      <button type="submit" className={className(action)} data-action={action}>{label}</button>
    </form>
  );

  /** Restore, delete and rename ask first: in a dialog with the script, inline without it. */
  const confirmed = (action: 'restore' | 'delete' | 'rename', label: string) => {
    if (!allowed(action)) return disabledButton(action, label);
    if (live) return <button type="button" className={className(action)} data-action={action} onClick={() => onAction(action, backup)}>{label}</button>;
    return (
      <details className="inline-confirm">
        <summary className={className(action)}>{label}</summary>
        <form method="post" action={`${base}/${action}`}>
          {action === 'rename'
            ? <label>{strings.renameDialog.name}<input type="text" name="name" defaultValue={backup.name} required maxLength={BACKUP_NAME_MAX} /></label>
            : <p>{strings[`${action}Dialog`].body}</p>}
          <button type="submit" className={className(action)}>{strings[`${action}Dialog`].submit}</button>
        </form>
      </details>
    );
  };

  return (
    <tr data-backup={backup.id} data-state={state}>
      <th scope="row">
        <span className="name">{backup.name}</span>
        {backup.automated && <span className="badge">{list.automated}</span>}
        {backup.locked && <span className="badge badge-locked">{list.locked}</span>}
      </th>
      <td><time dateTime={backup.created}>{formatMoment(backup.created, locale, live)}</time></td>
      <td>{backup.size_bytes === null ? list.unknownSize : formatSize(backup.size_bytes, locale)}</td>
      <td>
        <span className={`state${FAILED.includes(state) ? ' failed' : ''}${WORKING.includes(state) ? ' working' : ''}`} data-backup-state={state}
          role={FAILED.includes(state) ? 'alert' : undefined}>{list[state]}</span>
      </td>
      <td>
        <div className="row-actions" role="group" aria-label={fill(actions.moreFor, { name: backup.name })}>
          {confirmed('restore', actions.restore)}
          {direct('download', state === 'download_failed' ? actions.retry : actions.download)}
          {confirmed('rename', actions.rename)}
          {backup.locked ? direct('unlock', actions.unlock) : direct('lock', actions.lock)}
          {confirmed('delete', actions.delete)}
        </div>
      </td>
    </tr>
  );
}
