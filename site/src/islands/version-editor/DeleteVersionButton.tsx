// "Delete" for members who may delete versions: asks for confirmation in a dialog, deletes, then opens the versions tab.
import { useEffect, useRef, useState } from 'react';
import { configureApi } from '#site/lib/api.ts';
import { deleteVersion } from '#site/lib/api-versions.ts';
import { format } from './text.ts';
import type { Strings } from './types.ts';
import './editor.css';

interface Props {
  versionId: string;
  versionName: string;
  /** The versions tab, where the browser goes once the version is gone. */
  versionsUrl: string;
  strings: Strings;
}

export default function DeleteVersionButton({ versionId, versionName, versionsUrl, strings: s }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => configureApi({ errorTitle: s.errorTitle }), [s.errorTitle]);

  async function confirm() {
    setBusy(true);
    try {
      await deleteVersion(versionId);
      window.location.assign(versionsUrl);
    } catch {
      // The failure is already shown as a toast; the dialog stays so the creator can try again or keep the version.
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="button ve-danger" onClick={() => dialog.current?.showModal()}>{s.deleteVersion}</button>
      <dialog ref={dialog} className="ve-dialog" aria-labelledby={`ve-delete-${versionId}`}>
        <h2 id={`ve-delete-${versionId}`}>{s.deleteTitle}</h2>
        <p>{format(s.deleteBody, { version: versionName })}</p>
        <div className="ve-actions">
          <button type="button" className="button ve-danger-primary" disabled={busy} onClick={() => void confirm()}>{s.deleteConfirm}</button>
          <button type="button" className="button" autoFocus onClick={() => dialog.current?.close()}>{s.deleteCancel}</button>
        </div>
      </dialog>
    </>
  );
}
