// Choosing files: drop them on the area or pick them with the file dialog (keyboard reachable), several at once.
import { useState, type DragEvent } from 'react';
import { VERSION_FILE_EXTENSIONS } from '#contracts/limits.ts';
import type { Strings } from './types.ts';

interface Props {
  strings: Strings;
  onFiles: (files: File[]) => void;
  /** Whether .mrpack files are accepted (not when adding files to a published version). */
  allowPack?: boolean;
}

export default function FileDropzone({ strings: s, onFiles, allowPack = true }: Props) {
  const [dragging, setDragging] = useState(false);
  const accept = VERSION_FILE_EXTENSIONS.filter((extension) => allowPack || extension !== 'mrpack').map((extension) => `.${extension}`).join(',');
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length) onFiles([...event.dataTransfer.files]);
  };
  return (
    <div
      className={`ve-drop${dragging ? ' ve-dragging' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <p>{s.dropHere}</p>
      <p className="muted">{s.or}</p>
      <label className="button">
        {s.chooseFiles}
        <input
          className="visually-hidden"
          type="file"
          multiple
          accept={accept}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length) onFiles(files);
          }}
        />
      </label>
    </div>
  );
}
