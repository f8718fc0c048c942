// The Files page's grid alone in a browser page, for bench/files-page.ts: renders a folder of N files either
// virtualized (as the island does) or every row at once (plain full rendering), and reports how long until painted.
import { createRoot } from 'react-dom/client';
import { createRef } from 'react';
import { EDITABLE_FILE_MAX_BYTES, EXTRACTABLE, PARALLEL_UPLOADS, type FileEntryView } from '#contracts/server-files.ts';
import { FileTable } from '#site/islands/server-files/FileTable.tsx';
import type { RowContext } from '#site/islands/server-files/FileRow.tsx';
import { VirtualRows } from '#site/islands/server-files/VirtualRows.tsx';
import words from '#site/i18n/messages/en-US/serverFiles.json';
import '#site/components/servers/files.css';

declare global {
  interface Window {
    renderFolder(count: number, virtual: boolean): Promise<{ ms: number; rows: number }>;
  }
}

const noop = () => undefined;

window.renderFolder = (count, virtual) => {
  const entries: FileEntryView[] = Array.from({ length: count }, (_, index) => ({
    name: `file-${String(index).padStart(5, '0')}.txt`, kind: 'file', size: 1000 + index, modified: '2026-11-01T12:00:00.000Z',
  }));
  const context: RowContext = {
    words: words.island, locale: 'en-US', limits: { editableMaxBytes: EDITABLE_FILE_MAX_BYTES, parallelUploads: PARALLEL_UPLOADS, extractable: EXTRACTABLE }, live: true, folderHref: (name) => `?path=${name}`, downloadHref: (name) => `/download/${name}`,
    picked: new Set(), focusIndex: 0, dropTarget: null, onPick: noop, onAction: noop, onFocusRow: noop, onDragStart: noop, onDragOverFolder: noop, onDropOnFolder: noop, onDragLeave: noop,
  };
  const host = document.getElementById('host')!;
  const started = performance.now();
  createRoot(host).render(
    <FileTable entries={entries} virtualRows={virtual ? VirtualRows : null} context={context} folderLabel="bench" sort={{ key: 'name', descending: false }} onSort={noop}
      allPicked={false} onPickAll={noop} onKeyDown={noop} scroller={createRef<HTMLDivElement>()} scrollTo={-1} />,
  );
  // Frame by frame until rows are in the document, then one more: React has committed and the browser has painted them.
  return new Promise((resolve) => {
    const painted = () => {
      const rows = host.querySelectorAll('.rows [role="row"]').length;
      if (rows === 0) requestAnimationFrame(painted);
      else requestAnimationFrame(() => resolve({ ms: performance.now() - started, rows }));
    };
    requestAnimationFrame(painted);
  });
};
