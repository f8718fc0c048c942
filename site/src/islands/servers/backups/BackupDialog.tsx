// The one dialog of the Backups page, worded for what it asks: a name for a new backup, a new name, or a confirmation
// before restoring (which replaces the world) or deleting. It opens when given a request and reports the answer.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { BACKUP_NAME_MAX, type BackupView } from '#contracts/server-backups.ts';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { fill } from '../../shared/fill.ts';
import type { BackupStrings } from './strings.ts';

export type DialogRequest =
  | { kind: 'create' }
  | { kind: 'rename' | 'restore' | 'delete'; backup: BackupView };

interface Props {
  request: DialogRequest | null;
  strings: BackupStrings;
  /** Resolves when the work is done; the dialog stays open (and its form usable) if it throws. */
  onConfirm: (request: DialogRequest, name: string) => Promise<void>;
  onClose: () => void;
}

export function BackupDialog({ request, strings, onConfirm, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (request && !element.open) {
      setName(request.kind === 'rename' ? request.backup.name : '');
      element.showModal();
    }
    if (!request && element.open) element.close();
  }, [request]);

  useEffect(() => {
    const element = dialog.current;
    element?.addEventListener('close', onClose);
    return () => element?.removeEventListener('close', onClose);
  }, [onClose]);

  const words = request ? strings[`${request.kind}Dialog`] : strings.createDialog;
  const backupName = request && request.kind !== 'create' ? request.backup.name : '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!request) return;
    setBusy(true);
    try {
      await onConfirm(request, name.trim());
      dialog.current?.close();
    } catch {
      // callApi has shown the failure as a toast; the dialog stays for another try or Cancel.
    } finally {
      setBusy(false);
    }
  }

  const asksName = request?.kind === 'create' || request?.kind === 'rename';
  return (
    <FormDialog dialog={dialog} titleId="backup-dialog-title" title={fill(words.title, { name: backupName })} onSubmit={(event) => void submit(event)}
      cancel={words.cancel} submit={words.submit} busy={busy} busyLabel={words.busy}
      submitClass={request?.kind === 'delete' || request?.kind === 'restore' ? 'button button-danger' : undefined}>
      {asksName && (
        <label>{request.kind === 'create' ? strings.createDialog.name : strings.renameDialog.name}
          <input type="text" value={name} maxLength={BACKUP_NAME_MAX} required={request.kind === 'rename'} autoFocus
            onChange={(event) => setName(event.target.value)} aria-describedby={request.kind === 'create' ? 'backup-name-hint' : undefined} />
          {request.kind === 'create' && <small id="backup-name-hint" className="hint">{strings.createDialog.hint}</small>}
        </label>
      )}
      {(request?.kind === 'restore' || request?.kind === 'delete') && <p>{strings[`${request.kind}Dialog`].body}</p>}
    </FormDialog>
  );
}
