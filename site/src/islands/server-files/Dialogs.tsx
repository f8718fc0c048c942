// The Files page's modal dialogs (native <dialog>: focus stays inside, Escape closes): a name to create or rename
// with, a destination folder to move to, and the confirmation before deleting.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { fill, type FilesWords } from './words.ts';

interface ModalProps {
  title: string;
  submit: string;
  busy: boolean;
  words: FilesWords;
  danger?: boolean;
  error: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children?: ReactNode;
}

/**
 * Shown while mounted; closing (Cancel, Escape) tells the parent, which unmounts it. Opening focuses the first field,
 * or Cancel in a confirmation, so a stray Enter never deletes.
 */
export function Modal(props: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <dialog ref={dialog} className="files-dialog" aria-labelledby="files-dialog-title" onClose={props.onClose}>
      <form className="form" onSubmit={submit}>
        <h2 id="files-dialog-title">{props.title}</h2>
        {props.children}
        {props.error && <p className="dialog-error" role="alert">{props.error}</p>}
        <div className="actions">
          <button type="button" className="button" onClick={() => dialog.current?.close()}>{props.words.cancel}</button>
          <button type="submit" className={props.danger ? 'button button-danger' : 'button button-primary'} disabled={props.busy}>
            {props.busy ? props.words.working : props.submit}
          </button>
        </div>
      </form>
    </dialog>
  );
}

interface FieldDialogProps extends Omit<ModalProps, 'onSubmit' | 'children'> {
  label: string;
  initial: string;
  /** A refusal to show before asking the API, or null when the value may be sent. */
  check: (value: string) => string | null;
  onSubmit: (value: string) => void;
  suggestions?: string[];
}

/** One text field: a new name, or the folder to move to. */
export function FieldDialog({ label, initial, check, onSubmit, suggestions, ...modal }: FieldDialogProps) {
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.focus();
    // A rename selects the name without its extension, as file managers do.
    const dot = initial.lastIndexOf('.');
    field.setSelectionRange(0, dot > 0 ? dot : initial.length);
  }, [initial]);
  const submit = () => {
    const refusal = check(value.trim());
    setProblem(refusal);
    if (!refusal) onSubmit(value.trim());
  };
  return (
    <Modal {...modal} error={problem ?? modal.error} onSubmit={submit}>
      <label className="field">{label}
        <input ref={input} type="text" value={value} onChange={(event) => setValue(event.target.value)} list={suggestions ? 'files-folders' : undefined}
          autoComplete="off" spellCheck={false} aria-invalid={problem ? true : undefined} />
      </label>
      {suggestions && <datalist id="files-folders">{suggestions.map((folder) => <option key={folder} value={folder} />)}</datalist>}
    </Modal>
  );
}

interface ConfirmDeleteProps extends Omit<ModalProps, 'title' | 'submit' | 'children' | 'danger'> {
  names: string[];
}

export function ConfirmDelete({ names, ...modal }: ConfirmDeleteProps) {
  const shown = names.length > 5 ? `${names.slice(0, 5).join(', ')}, …` : names.join(', ');
  return (
    <Modal {...modal} danger title={names.length === 1 ? fill(modal.words.deleteTitleOne, { name: names[0]! }) : fill(modal.words.deleteTitle, { count: names.length })}
      submit={modal.words.deleteConfirm}>
      <p>{fill(modal.words.deleteWarning, { names: shown })}</p>
    </Modal>
  );
}
