// One row of the Files grid: its checkbox, name (a folder link, the editor's opener or a download link), size,
// modification time and the per-row actions. The same markup serves the server-rendered page and the island.
import type { CSSProperties, DragEvent, MouseEvent } from 'react';
import type { FileEntryView } from '#contracts/server-files.ts';
import { isEditable, isExtractable, type FileLimits } from './paths.ts';
import { fill, formatModified, formatSize, type FilesWords } from './words.ts';

/** Row height in pixels (files.css says the same), fixed so the virtualizer can place rows without measuring them. */
export const ROW_HEIGHT = 44;

export type RowAction = 'open' | 'rename' | 'move' | 'extract' | 'delete';

export interface RowContext {
  words: FilesWords;
  locale: string;
  limits: FileLimits;
  /** The island runs: inner controls leave the tab order (the grid's keys reach them), times turn local. */
  live: boolean;
  folderHref: (name: string) => string;
  downloadHref: (name: string) => string;
  picked: ReadonlySet<string>;
  focusIndex: number;
  dropTarget: string | null;
  onPick: (name: string, event: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }, checkbox: boolean) => void;
  onAction: (action: RowAction, entry: FileEntryView) => void;
  onFocusRow: (index: number) => void;
  onDragStart: (entry: FileEntryView, event: DragEvent) => void;
  onDragOverFolder: (entry: FileEntryView | null, event: DragEvent) => void;
  onDropOnFolder: (entry: FileEntryView, event: DragEvent) => void;
  onDragLeave: (event: DragEvent) => void;
}

interface Props {
  entry: FileEntryView;
  index: number;
  context: RowContext;
  style?: CSSProperties;
}

export function FileRow({ entry, index, context, style }: Props) {
  const { words, live } = context;
  const picked = context.picked.has(entry.name);
  const inner = live ? -1 : undefined;
  const folder = entry.kind === 'directory';
  const label = (template: string) => fill(template, { name: entry.name });
  const openLink = (event: MouseEvent) => {
    if (!live || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    context.onAction('open', entry);
  };
  const rowClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a, button, input')) return;
    context.onPick(entry.name, event, false);
  };
  const name = folder
    ? <a href={context.folderHref(entry.name)} tabIndex={inner} onClick={openLink}>{entry.name}</a>
    : live && isEditable(entry, context.limits)
      ? <button type="button" className="link-button" tabIndex={-1} onClick={() => context.onAction('open', entry)}>{entry.name}</button>
      : <a href={context.downloadHref(entry.name)} download tabIndex={inner}>{entry.name}</a>;
  return (
    <div role="row" className={`file-row${picked ? ' picked' : ''}${context.dropTarget === entry.name ? ' drop' : ''}`} style={style}
      aria-rowindex={index + 2} aria-selected={live ? picked : undefined} data-index={index} data-name={entry.name}
      tabIndex={live ? (index === context.focusIndex ? 0 : -1) : undefined} draggable={live || undefined}
      onClick={live ? rowClick : undefined} onFocus={live ? () => context.onFocusRow(index) : undefined}
      onDragStart={live ? (event) => context.onDragStart(entry, event) : undefined}
      onDragOver={live ? (event) => context.onDragOverFolder(folder ? entry : null, event) : undefined}
      onDrop={live && folder ? (event) => context.onDropOnFolder(entry, event) : undefined}
      onDragLeave={live && folder ? context.onDragLeave : undefined}>
      <div role="gridcell" className="check">
        {live && <input type="checkbox" tabIndex={-1} checked={picked} aria-label={label(words.selectRow)}
          onChange={() => undefined} onClick={(event) => context.onPick(entry.name, event, true)} />}
      </div>
      <div role="gridcell" className="name">
        <span className={`icon ${entry.kind}`} aria-hidden="true" />
        {name}
      </div>
      <div role="gridcell" className="size">{folder ? '' : formatSize(entry.size, context.locale)}</div>
      <div role="gridcell" className="modified">{formatModified(entry.modified, context.locale, live)}</div>
      <div role="gridcell" className="actions">
        {entry.kind === 'file' && <a className="row-action" href={context.downloadHref(entry.name)} download tabIndex={inner} aria-label={label(words.downloadLabel)}>{words.download}</a>}
        {live && isExtractable(entry, context.limits) && <button type="button" className="row-action" tabIndex={-1} onClick={() => context.onAction('extract', entry)}>{words.extract}</button>}
        {live && <button type="button" className="row-action" tabIndex={-1} onClick={() => context.onAction('rename', entry)}>{words.rename}</button>}
        {live && <button type="button" className="row-action danger" tabIndex={-1} onClick={() => context.onAction('delete', entry)}>{words.delete}</button>}
      </div>
    </div>
  );
}
