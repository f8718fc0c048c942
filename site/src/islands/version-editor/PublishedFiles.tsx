// A published version's files, read-only with their hashes; only the primary choice and the file types can change.
import type { FileType } from '#contracts/enums.ts';
import FileControls from './FileControls.tsx';
import { formatBytes } from './text.ts';
import type { PublishedFile, Strings } from './types.ts';
import type { EditorLabels } from './props.ts';

interface Props {
  files: PublishedFile[];
  strings: Strings;
  fileTypeLabels: EditorLabels['fileType'];
  locale: string;
  onChange: (files: PublishedFile[]) => void;
}

export default function PublishedFiles({ files, strings: s, fileTypeLabels, locale, onChange }: Props) {
  const setPrimary = (sha512: string) => onChange(files.map((file) => ({ ...file, primary: file.sha512 === sha512 })));
  const setType = (sha512: string, fileType: FileType | null) =>
    onChange(files.map((file) => (file.sha512 === sha512 ? { ...file, fileType } : file)));
  return (
    <ul className="ve-files" aria-label={s.filesHeading}>
      {files.map((file) => (
        <li key={file.sha512} className={`ve-file${file.primary ? ' ve-primary' : ''}`}>
          <div className="ve-file-name">
            <strong>{file.filename}</strong>
            <span className="ve-file-meta">{formatBytes(file.size, locale)}</span>
          </div>
          <dl className="ve-hashes">
            <div><dt>sha1</dt><dd>{file.sha1}</dd></div>
            <div><dt>sha512</dt><dd>{file.sha512}</dd></div>
          </dl>
          <FileControls group="ve-published-primary" filename={file.filename} primary={file.primary} fileType={file.fileType} strings={s}
            fileTypeLabels={fileTypeLabels} onPrimary={() => setPrimary(file.sha512)} onFileType={(fileType) => setType(file.sha512, fileType)} />
        </li>
      ))}
    </ul>
  );
}
