// The chosen files: name, size, progress and state of each upload, the primary choice, file types, cancel or remove.
import type { FileType } from '#contracts/enums.ts';
import FileControls from './FileControls.tsx';
import { format, formatBytes } from './text.ts';
import type { Strings, UploadItem } from './types.ts';
import type { EditorLabels } from './props.ts';

interface Props {
  items: UploadItem[];
  primaryKey: string | null;
  strings: Strings;
  fileTypeLabels: EditorLabels['fileType'];
  locale: string;
  onPrimary: (key: string) => void;
  onFileType: (key: string, fileType: FileType | null) => void;
  onRemove: (key: string) => void;
}

function statusText(item: UploadItem, s: Strings): string {
  switch (item.status) {
    case 'queued':
      return s.statusQueued;
    case 'uploading':
      return format(s.statusUploading, { percent: item.total ? Math.floor((item.sent / item.total) * 100) : 0 });
    case 'done':
      return s.statusDone;
    case 'failed':
      return format(s.statusFailed, { error: item.error ?? '' });
  }
}

export default function UploadList({ items, primaryKey, strings: s, fileTypeLabels, locale, onPrimary, onFileType, onRemove }: Props) {
  if (items.length === 0) return null;
  return (
    <ul className="ve-files" aria-label={s.filesHeading}>
      {items.map((item) => {
        const primary = item.key === primaryKey;
        const running = item.status === 'queued' || item.status === 'uploading';
        return (
          <li key={item.key} className={`ve-file${primary ? ' ve-primary' : ''}`} data-status={item.status}>
            <div className="ve-file-head">
              <div className="ve-file-name">
                <strong>{item.file.name}</strong>
                <span className={`ve-file-meta${item.status === 'failed' ? ' ve-failed' : ''}`} role={item.status === 'failed' ? 'alert' : undefined}>
                  {formatBytes(item.file.size, locale)} · {statusText(item, s)}
                </span>
              </div>
              <button type="button" className="button ve-small" onClick={() => onRemove(item.key)}
                aria-label={format(running ? s.cancelUploadOf : s.removeFileOf, { file: item.file.name })}>
                {running ? s.cancelUpload : s.removeFile}
              </button>
            </div>
            {item.status !== 'failed' && (
              <progress max={item.total || 1} value={item.status === 'done' ? item.total || 1 : item.sent}
                aria-label={format(s.progressOf, { file: item.file.name })} />
            )}
            <FileControls group="primary-file" filename={item.file.name} primary={primary} fileType={item.fileType} strings={s}
              fileTypeLabels={fileTypeLabels} onPrimary={() => onPrimary(item.key)} onFileType={(fileType) => onFileType(item.key, fileType)} />
          </li>
        );
      })}
    </ul>
  );
}
