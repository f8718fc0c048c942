// A modal form with its heading, fields, and Cancel beside the submit button (which shows the busy words while sending).
import type { FormEvent, ReactNode, RefObject } from 'react';

interface Props {
  dialog: RefObject<HTMLDialogElement | null>;
  /** The heading's id, which names the dialog. */
  titleId: string;
  title: string;
  className?: string;
  onSubmit: (event: FormEvent) => void;
  cancel: string;
  submit: string;
  busy: boolean;
  busyLabel?: string;
  disabled?: boolean;
  submitClass?: string;
  children: ReactNode;
}

export function FormDialog(props: Props) {
  const { dialog, titleId, busy, submit, busyLabel = submit } = props;
  return (
    <dialog ref={dialog} className={props.className ?? 'social-dialog'} aria-labelledby={titleId}>
      <form className="form" onSubmit={props.onSubmit}>
        <h2 id={titleId}>{props.title}</h2>
        {props.children}
        <div className="actions">
          <button type="button" className="button" onClick={() => dialog.current?.close()}>{props.cancel}</button>
          <button type="submit" className={props.submitClass ?? 'button button-primary'} disabled={busy || props.disabled}>
            {busy ? busyLabel : submit}
          </button>
        </div>
      </form>
    </dialog>
  );
}
