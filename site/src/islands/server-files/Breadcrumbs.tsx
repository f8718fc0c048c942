// The path from the server's folder to the one shown: links without a script; with it, each crumb opens its folder
// in place and takes drops (files dragged from the list move there, files from the computer upload there).
import type { DragEvent, MouseEvent } from 'react';
import { crumbs } from './paths.ts';
import type { FilesWords } from './words.ts';

interface Props {
  folder: string;
  words: FilesWords;
  live: boolean;
  href: (folder: string) => string;
  dropTarget: string | null;
  onOpen: (folder: string) => void;
  onDragOver: (folder: string, event: DragEvent) => void;
  onDrop: (folder: string, event: DragEvent) => void;
  onDragLeave: (event: DragEvent) => void;
}

export function Breadcrumbs({ folder, words, live, href, dropTarget, onOpen, onDragOver, onDrop, onDragLeave }: Props) {
  const trail = crumbs(folder);
  const open = (path: string) => (event: MouseEvent) => {
    if (!live || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(path);
  };
  return (
    <nav className="crumbs" aria-label={words.breadcrumbs}>
      <ol>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className={dropTarget === `/${crumb.path}` ? 'drop' : undefined}
              onDragOver={live ? (event) => onDragOver(crumb.path, event) : undefined} onDrop={live ? (event) => onDrop(crumb.path, event) : undefined}
              onDragLeave={live ? onDragLeave : undefined}>
              <a href={href(crumb.path)} aria-current={last ? 'page' : undefined} onClick={open(crumb.path)} data-crumb={crumb.path}>{crumb.name || words.root}</a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
