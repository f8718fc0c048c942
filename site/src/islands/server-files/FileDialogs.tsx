// Which dialog the Files page shows and what its answer does: create a file or folder, rename, move the chosen
// entries, or delete them. A refusal of the API stays in the dialog, in the API's own words.
import { useState } from 'react';
import type { FileEntryView } from '#contracts/server-files.ts';
import type { FilesApi } from './api.ts';
import { ConfirmDelete, FieldDialog } from './Dialogs.tsx';
import { joinPath, normalizeFolder, parentOf } from './paths.ts';
import { fill, type FilesWords } from './words.ts';

export interface DialogState {
  kind: 'newFile' | 'newFolder' | 'rename' | 'move' | 'delete';
  /** The entries of the shown folder it acts on. */
  names: string[];
}

interface Props {
  api: FilesApi;
  dialog: DialogState;
  folder: string;
  entries: FileEntryView[];
  words: FilesWords;
  onClose: () => void;
  onDone: (message: string) => void;
}

export function FileDialogs({ api, dialog, folder, entries, words, onClose, onDone }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      onDone(words.done);
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };
  const taken = new Set(entries.map((entry) => entry.name));
  const checkName = (keep?: string) => (name: string) => {
    if (!name || name === '.' || name === '..' || name.includes('/')) return words.badName;
    return name !== keep && taken.has(name) ? fill(words.exists, { name }) : null;
  };
  const common = { words, busy, error, onClose };
  const paths = dialog.names.map((name) => joinPath(folder, name));

  switch (dialog.kind) {
    case 'newFile':
    case 'newFolder': {
      const file = dialog.kind === 'newFile';
      return (
        <FieldDialog {...common} title={file ? words.newFileTitle : words.newFolderTitle} submit={words.create} label={words.nameLabel} initial=""
          check={checkName()} onSubmit={(name) => void run(() => (file ? api.makeFile(joinPath(folder, name)) : api.makeFolder(joinPath(folder, name))))} />
      );
    }
    case 'rename': {
      const current = dialog.names[0]!;
      return (
        <FieldDialog {...common} title={fill(words.renameTitle, { name: current })} submit={words.rename} label={words.nameLabel} initial={current}
          check={checkName(current)} onSubmit={(name) => void run(() => (name === current ? Promise.resolve() : api.move(joinPath(folder, current), joinPath(folder, name))))} />
      );
    }
    case 'move': {
      const folders = entries.filter((entry) => entry.kind === 'directory' && !dialog.names.includes(entry.name)).map((entry) => joinPath(folder, entry.name));
      const suggestions = [...new Set([...(folder ? [parentOf(folder)] : []), ...folders])];
      return (
        <FieldDialog {...common} title={dialog.names.length === 1 ? fill(words.moveTitleOne, { name: dialog.names[0]! }) : fill(words.moveTitle, { count: paths.length })} submit={words.move} label={words.moveLabel} initial={folder}
          suggestions={suggestions} check={() => null} onSubmit={(destination) => void run(async () => {
            const into = normalizeFolder(destination);
            for (const path of paths) await api.move(path, joinPath(into, path.slice(path.lastIndexOf('/') + 1)));
          })} />
      );
    }
    case 'delete':
      return <ConfirmDelete {...common} names={dialog.names} onSubmit={() => void run(() => api.remove(paths))} />;
  }
}
