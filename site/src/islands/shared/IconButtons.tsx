// "Upload icon" (a file picker dressed as a button, refusing files of another format or over the size limit with a
// toast) and "Remove icon".
import { IMAGE_ACCEPT, imageProblem } from '#site/lib/image-file.ts';
import { addToast } from './stores/toasts.ts';

interface IconStrings {
  errorTitle: string;
  uploadIcon: string;
  removeIcon: string;
  iconTooLarge: string;
  iconWrongType: string;
}

interface Props {
  iconUrl: string | null;
  busy: boolean;
  maxBytes: number;
  strings: IconStrings;
  onUpload: (file: File) => void;
  onRemove: () => void;
}

const PROBLEM_TEXT = { tooLarge: 'iconTooLarge', wrongType: 'iconWrongType' } as const;

export function IconButtons({ iconUrl, busy, maxBytes, strings, onUpload, onRemove }: Props) {
  function pick(file: File | undefined) {
    if (!file) return;
    const problem = imageProblem(file, maxBytes);
    if (problem) {
      addToast({ type: 'error', title: strings.errorTitle, text: strings[PROBLEM_TEXT[problem]] });
      return;
    }
    onUpload(file);
  }
  return (
    <>
      <label className="button file-button">
        {strings.uploadIcon}
        <input type="file" accept={IMAGE_ACCEPT} className="visually-hidden" disabled={busy}
          onChange={(event) => { pick(event.target.files?.[0]); event.target.value = ''; }} />
      </label>
      {iconUrl && <button type="button" className="button" disabled={busy} onClick={onRemove}>{strings.removeIcon}</button>}
    </>
  );
}
