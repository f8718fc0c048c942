// The Files page's island: takes over the server-rendered listing, then holds the whole folder (virtualized),
// the selection, sorting, keyboard moves, drag-and-drop (moves between folders, uploads from the computer), the
// dialogs, the upload queue and the editor.
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { FileEntryView } from '#contracts/server-files.ts';
import { filesApi } from './api.ts';
import { baseName, isEditable, joinPath, sortEntries, type FileLimits, type SortKey } from './paths.ts';
import { EMPTY_SELECTION, keepExisting, pick, selectAll, type Selection } from './selection.ts';
import { useUploads } from './useUploads.ts';
import { useFolder } from './useFolder.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Toolbar, type ToolbarAction } from './Toolbar.tsx';
import { FileTable } from './FileTable.tsx';
import type { VirtualRows } from './VirtualRows.tsx';
import type { RowAction, RowContext } from './FileRow.tsx';
import type { DialogState } from './FileDialogs.tsx';
import { fill, formatSize, type FilesWords } from './words.ts';

// The dialogs and the editor load when first opened, keeping the page's first script small.
const FileDialogs = lazy(() => import('./FileDialogs.tsx').then((module) => ({ default: module.FileDialogs })));
const EditorDialog = lazy(() => import('./EditorDialog.tsx').then((module) => ({ default: module.EditorDialog })));
const UploadPanel = lazy(() => import('./UploadPanel.tsx').then((module) => ({ default: module.UploadPanel })));

/** Folders up to this many entries are drawn whole; the virtualizer loads only for bigger ones. */
const VIRTUAL_FROM = 150;

/** Paths dragged from the list, as JSON: only this page reads it. */
const DRAG_TYPE = 'application/x-kiln-server-paths';

export interface FileManagerProps {
  serverId: string;
  folder: string;
  /** The page of the folder the server rendered. */
  entries: FileEntryView[];
  page: number;
  pageSize: number;
  total: number;
  /** Why the server could not list the folder, in the page's words. */
  problem: string | null;
  words: FilesWords;
  locale: string;
  limits: FileLimits;
}

export default function FileManager(props: FileManagerProps) {
  const { words, locale, limits } = props;
  const api = useMemo(() => filesApi(props.serverId), [props.serverId]);
  const listing = useFolder(api, props.folder, props.entries, props.problem);
  const { folder } = listing;
  const [live, setLive] = useState(false);
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: 'name', descending: false });
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [focusIndex, setFocusIndex] = useState(0);
  const [scrollTo, setScrollTo] = useState(-1);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => setLive(true), []);
  // The virtualizer stays out of the page's first script: it loads when a folder is big enough to need it.
  const [virtualRows, setVirtualRows] = useState<typeof VirtualRows | null>(null);
  const big = listing.complete && listing.entries.length > VIRTUAL_FROM;
  useEffect(() => {
    if (big && !virtualRows) void import('./VirtualRows.tsx').then((module) => setVirtualRows(() => module.VirtualRows));
  }, [big, virtualRows]);

  const entries = useMemo(() => (listing.complete ? sortEntries(listing.entries, sort.key, sort.descending) : listing.entries), [listing.complete, listing.entries, sort]);
  const order = useMemo(() => entries.map((entry) => entry.name), [entries]);
  useEffect(() => setSelection((current) => keepExisting(current, order)), [order]);
  useEffect(() => {
    setFocusIndex(0);
    setSelection(EMPTY_SELECTION);
  }, [folder]);
  const picked = entries.filter((entry) => selection.picked.has(entry.name));

  const uploads = useUploads(api, limits.parallelUploads, words.unreachable, () => void listing.refresh());
  const enqueue = (files: File[], into: string) => uploads.enqueue(files.map((file) => ({ file, name: file.name, target: joinPath(into, file.name) })));

  const folderHref = (path: string) => `?${new URLSearchParams(path ? { path } : {}).toString()}`;
  const downloadHref = (name: string) => api.downloadUrl(joinPath(folder, name));

  const report = async (work: () => Promise<string>) => {
    setNotice(null);
    try {
      setNotice({ text: await work(), error: false });
    } catch (error) {
      setNotice({ text: (error as Error).message, error: true });
    }
    await listing.refresh();
  };

  const moveInto = (destination: string, paths: string[]) => void report(async () => {
    for (const path of paths) {
      if (path !== destination) await api.move(path, joinPath(destination, baseName(path)));
    }
    return words.done;
  });

  const open = (entry: FileEntryView) => {
    if (entry.kind === 'directory') listing.open(joinPath(folder, entry.name));
    else if (isEditable(entry, limits)) setEditing(joinPath(folder, entry.name));
    else if (entry.kind === 'file') window.location.assign(downloadHref(entry.name));
  };

  const extract = (entry: FileEntryView) => void report(async () => {
    const result = await api.extract(joinPath(folder, entry.name), folder);
    return fill(words.extracted, { entries: result.entries, size: formatSize(result.bytes, locale), name: entry.name });
  });

  const act = (action: RowAction | ToolbarAction, target: FileEntryView[]) => {
    const names = target.map((entry) => entry.name);
    if (action === 'clear') return setSelection(EMPTY_SELECTION);
    if (action === 'newFile' || action === 'newFolder') return setDialog({ kind: action, names: [] });
    if (target.length === 0) return;
    if (action === 'open') return open(target[0]!);
    if (action === 'extract') return extract(target[0]!);
    setDialog({ kind: action, names });
  };

  const draggedPaths = (event: DragEvent): string[] | null => {
    const raw = event.dataTransfer.getData(DRAG_TYPE);
    return raw ? (JSON.parse(raw) as string[]) : null;
  };
  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(DRAG_TYPE) || event.dataTransfer.types.includes('Files');
  // A drag that moves on from a drop target (not into one of its children) takes the highlight with it.
  const leave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropTarget(null);
  };
  const dropInto = (destination: string, event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setDropTarget(null);
    const paths = draggedPaths(event);
    if (paths) moveInto(destination, paths);
    else if (event.dataTransfer.files.length > 0) enqueue([...event.dataTransfer.files], destination);
  };

  const context: RowContext = {
    words, locale, limits, live, folderHref: (name) => folderHref(joinPath(folder, name)), downloadHref, picked: selection.picked, focusIndex, dropTarget,
    onPick: (name, event, checkbox) => setSelection((current) => pick(current, order, { name, range: event.shiftKey, toggle: checkbox || event.ctrlKey || event.metaKey })),
    onAction: (action, entry) => (action === 'open' ? open(entry) : act(action, [entry])),
    onFocusRow: setFocusIndex,
    onDragStart: (entry, event) => {
      const names = selection.picked.has(entry.name) ? [...selection.picked] : [entry.name];
      event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(names.map((name) => joinPath(folder, name))));
      event.dataTransfer.effectAllowed = 'move';
    },
    onDragOverFolder: (entry, event) => {
      if (!entry || !accepts(event)) return;
      event.preventDefault();
      event.stopPropagation();
      setDropTarget(entry.name);
    },
    onDropOnFolder: (entry, event) => dropInto(joinPath(folder, entry.name), event),
    onDragLeave: leave,
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!row || event.target !== row) return;
    const entry = entries[focusIndex];
    const move = (index: number) => {
      const next = Math.max(0, Math.min(entries.length - 1, index));
      setFocusIndex(next);
      setScrollTo(next);
      requestAnimationFrame(() => requestAnimationFrame(() => scroller.current?.querySelector<HTMLElement>(`[data-index="${next}"]`)?.focus()));
    };
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(focusIndex + 1),
      ArrowUp: () => move(focusIndex - 1),
      Home: () => move(0),
      End: () => move(entries.length - 1),
      PageDown: () => move(focusIndex + 10),
      PageUp: () => move(focusIndex - 10),
      Enter: () => entry && open(entry),
      ' ': () => entry && context.onPick(entry.name, { shiftKey: event.shiftKey, ctrlKey: true, metaKey: false }, true),
      Delete: () => entry && act('delete', picked.length > 0 ? picked : [entry]),
      F2: () => entry && act('rename', [entry]),
      Backspace: () => folder && listing.open(folder.includes('/') ? folder.slice(0, folder.lastIndexOf('/')) : ''),
    };
    const handler = event.key === 'a' && (event.ctrlKey || event.metaKey) ? () => setSelection(selectAll(order, true)) : keys[event.key];
    if (!handler) return;
    event.preventDefault();
    handler();
  };

  const failed = notice ? notice.error : listing.error !== null;
  const from = (props.page - 1) * props.pageSize;
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  const pageHref = (page: number) => `?${new URLSearchParams({ ...(folder ? { path: folder } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString()}`;

  return (
    <div className="file-manager" data-live={live || undefined} data-complete={(listing.complete && (!big || virtualRows !== null)) || undefined}
      onDragOver={live ? (event) => { if (event.dataTransfer.types.includes('Files')) event.preventDefault(); } : undefined}
      onDrop={live ? (event) => { if (!draggedPaths(event)) dropInto(folder, event); } : undefined}>
      <Breadcrumbs folder={folder} words={words} live={live} href={folderHref} dropTarget={dropTarget} onOpen={listing.open}
        onDragOver={(path, event) => { if (accepts(event)) { event.preventDefault(); setDropTarget(`/${path}`); } }} onDrop={dropInto} onDragLeave={leave} />
      {live && <Toolbar words={words} limits={limits} picked={picked} downloadHref={downloadHref} onAction={(action) => act(action, picked)} onFiles={(files) => enqueue(files, folder)} />}
      <p className={failed ? 'files-notice error' : 'files-notice'} role={failed ? 'alert' : 'status'}>{notice?.text ?? listing.error ?? ''}</p>
      <FileTable entries={entries} virtualRows={big ? virtualRows : null} context={context} folderLabel={folder || words.root} sort={sort}
        onSort={(key) => setSort((current) => ({ key, descending: current.key === key ? !current.descending : false }))}
        allPicked={entries.length > 0 && picked.length === entries.length} onPickAll={(all) => setSelection(selectAll(order, all))}
        onKeyDown={onKeyDown} scroller={scroller} scrollTo={scrollTo} />
      <div className="files-foot">
        {live && listing.complete
          ? <span className="muted">{fill(words.entries, { count: entries.length })}{listing.loading ? ` · ${words.loading}` : ''}</span>
          : (
            <>
              <span className="muted">{fill(words.pageOf, { from: Math.min(from + 1, props.total), to: from + props.entries.length, total: props.total })}</span>
              {props.page > 1 && <a href={pageHref(props.page - 1)} rel="prev">{words.previous}</a>}
              {props.page < pages && <a href={pageHref(props.page + 1)} rel="next">{words.next}</a>}
            </>
          )}
        {live && <span className="muted keys-help">{words.keyboardHelp}</span>}
      </div>
      {live && <p className="muted drop-hint">{fill(words.dropHint, { folder: folder || words.root })}</p>}
      <Suspense fallback={null}>
        {uploads.queue && <UploadPanel queue={uploads.queue} items={uploads.items} words={words} locale={locale} />}
        {dialog && <FileDialogs api={api} dialog={dialog} folder={folder} entries={entries} words={words} onClose={() => setDialog(null)}
          onDone={(text) => { setDialog(null); setNotice({ text, error: false }); void listing.refresh(); }} />}
        {editing && <EditorDialog api={api} path={editing} words={words} onClose={() => setEditing(null)} />}
      </Suspense>
    </div>
  );
}
