// The Files page's actions: create, upload, and what can be done with the selection — the keyboard's way to every
// action the rows and drag-and-drop offer to a mouse.
import { useRef } from 'react';
import type { FileEntryView } from '#contracts/server-files.ts';
import { isEditable, isExtractable, type FileLimits } from './paths.ts';
import { fill, type FilesWords } from './words.ts';

export type ToolbarAction = 'newFile' | 'newFolder' | 'open' | 'rename' | 'move' | 'extract' | 'delete' | 'clear';

interface Props {
  words: FilesWords;
  limits: FileLimits;
  picked: FileEntryView[];
  downloadHref: (name: string) => string;
  onAction: (action: ToolbarAction) => void;
  onFiles: (files: File[]) => void;
}

export function Toolbar({ words, limits, picked, downloadHref, onAction, onFiles }: Props) {
  const picker = useRef<HTMLInputElement>(null);
  const one = picked.length === 1 ? picked[0]! : null;
  return (
    <div className="files-toolbar" role="toolbar" aria-label={words.title}>
      <div className="group">
        <button type="button" className="button" onClick={() => onAction('newFile')}>{words.newFile}</button>
        <button type="button" className="button" onClick={() => onAction('newFolder')}>{words.newFolder}</button>
        <button type="button" className="button button-primary" onClick={() => picker.current?.click()}>{words.upload}</button>
        <input ref={picker} type="file" multiple hidden data-upload-picker onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }} />
      </div>
      {picked.length > 0 && (
        <div className="group selection" aria-live="polite">
          <span className="muted">{fill(words.selected, { count: picked.length })}</span>
          {one && isEditable(one, limits) && <button type="button" className="button" onClick={() => onAction('open')}>{words.edit}</button>}
          {one?.kind === 'file' && <a className="button" href={downloadHref(one.name)} download>{words.download}</a>}
          {one && <button type="button" className="button" onClick={() => onAction('rename')}>{words.rename}</button>}
          {one && isExtractable(one, limits) && <button type="button" className="button" onClick={() => onAction('extract')}>{words.extract}</button>}
          <button type="button" className="button" onClick={() => onAction('move')}>{words.moveSelected}</button>
          <button type="button" className="button danger-text" onClick={() => onAction('delete')}>{words.deleteSelected}</button>
          <button type="button" className="button" onClick={() => onAction('clear')}>{words.clearSelection}</button>
        </div>
      )}
    </div>
  );
}
