// "Upload icon" (a file picker dressed as a button, refusing files over the size limit with a toast) and "Remove icon".
import { addToast } from './stores/toasts.ts';

interface Props {
  iconUrl: string | null;
  busy: boolean;
  maxBytes: number;
  strings: Record<string, string | undefined>;
  onUpload: (file: File) => void;
  onRemove: () => void;
}

export function IconButtons({ iconUrl, busy, maxBytes, strings, onUpload, onRemove }: Props) {
  function pick(file: File | undefined) {
    if (!file) return;
    if (file.size > maxBytes) {
      addToast({ type: 'error', title: strings.errorTitle!, text: strings.iconTooLarge! });
      return;
    }
    onUpload(file);
  }
  return (
    <>
      <label className="button">
        {strings.uploadIcon}
        <input type="file" accept="image/png,image/jpeg,image/webp,image/gif" className="visually-hidden" disabled={busy}
          onChange={(event) => pick(event.target.files?.[0])} />
      </label>
      {iconUrl && <button type="button" className="button" disabled={busy} onClick={onRemove}>{strings.removeIcon}</button>}
    </>
  );
}
