// The Files grid: a sortable header and the rows. The server renders one page of rows; once the island has the whole
// folder it draws only the rows in view (VirtualRows, loaded with the folder), so a folder of 10,000 files stays quick.
import type { KeyboardEvent, RefObject } from 'react';
import type { FileEntryView } from '#contracts/server-files.ts';
import type { SortKey } from './paths.ts';
import { FileRow, ROW_HEIGHT, type RowContext } from './FileRow.tsx';
import type { VirtualRows } from './VirtualRows.tsx';
import { fill } from './words.ts';

interface Props {
  entries: FileEntryView[];
  /** The virtualized rows once their module is loaded and the whole folder is known; until then plain rows. */
  virtualRows: typeof VirtualRows | null;
  context: RowContext;
  folderLabel: string;
  sort: { key: SortKey; descending: boolean };
  onSort: (key: SortKey) => void;
  allPicked: boolean;
  onPickAll: (all: boolean) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  scroller: RefObject<HTMLDivElement | null>;
  /** The grid scrolls this row into view when it changes (keyboard moves). */
  scrollTo: number;
}

function StaticRows({ entries, context }: Pick<Props, 'entries' | 'context'>) {
  return <div role="rowgroup" className="rows">{entries.map((entry, index) => <FileRow key={entry.name} entry={entry} index={index} context={context} />)}</div>;
}

export function FileTable(props: Props) {
  const { entries, context, sort } = props;
  const { words } = context;
  const column = (key: SortKey, label: string) => (
    <div role="columnheader" className={key} aria-sort={sort.key === key ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
      {context.live
        ? <button type="button" className="sort" aria-label={fill(words.sortBy, { column: label })} onClick={() => props.onSort(key)}>
            {label}{sort.key === key ? (sort.descending ? ' ↓' : ' ↑') : ''}
          </button>
        : label}
    </div>
  );
  return (
    <div ref={props.scroller} className="file-grid" role="grid" style={{ height: `min(34rem, 65vh, ${(Math.max(entries.length, 2) + 1) * ROW_HEIGHT + 2}px)` }} aria-label={fill(words.listLabel, { folder: props.folderLabel })}
      aria-rowcount={entries.length + 1} aria-multiselectable={context.live || undefined} onKeyDown={context.live ? props.onKeyDown : undefined}>
      <div role="rowgroup" className="head">
        <div role="row" className="file-row" aria-rowindex={1}>
          <div role="columnheader" className="check">
            {context.live && <input type="checkbox" checked={props.allPicked} aria-label={words.selectAll} onChange={(event) => props.onPickAll(event.target.checked)} />}
          </div>
          {column('name', words.name)}
          {column('size', words.size)}
          {column('modified', words.modified)}
          <div role="columnheader" className="actions"><span className="visually-hidden">{words.actions}</span></div>
        </div>
      </div>
      {entries.length === 0
        ? <p className="empty muted">{words.empty}</p>
        : props.virtualRows
          ? <props.virtualRows count={entries.length} rowHeight={ROW_HEIGHT} scroller={props.scroller} scrollTo={props.scrollTo}
              row={(index, style) => <FileRow key={entries[index]!.name} entry={entries[index]!} index={index} context={context} style={style} />} />
          : <StaticRows entries={entries} context={context} />}
    </div>
  );
}
