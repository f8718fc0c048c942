// A file's "primary" choice and, when it is not the primary file, its type (required or optional resource pack, …).
import { FILE_TYPES, type FileType } from '#contracts/enums.ts';
import { format } from './text.ts';
import type { Strings } from './types.ts';
import type { EditorLabels } from './props.ts';

interface Props {
  /** The radio group shared by the list's files. */
  group: string;
  filename: string;
  primary: boolean;
  fileType: FileType | null;
  strings: Strings;
  fileTypeLabels: EditorLabels['fileType'];
  onPrimary: () => void;
  onFileType: (fileType: FileType | null) => void;
}

export default function FileControls({ group, filename, primary, fileType, strings: s, fileTypeLabels, onPrimary, onFileType }: Props) {
  return (
    <div className="ve-file-controls">
      <label className="ve-check">
        <input type="radio" name={group} checked={primary} onChange={onPrimary} aria-label={format(s.primaryOf, { file: filename })} />
        {s.primary}
      </label>
      {!primary && (
        <select value={fileType ?? ''} aria-label={format(s.fileTypeOf, { file: filename })}
          onChange={(event) => onFileType((event.target.value || null) as FileType | null)}>
          <option value="">{s.fileTypeNone}</option>
          {FILE_TYPES.map((type) => <option key={type} value={type}>{fileTypeLabels[type] ?? type}</option>)}
        </select>
      )}
    </div>
  );
}
