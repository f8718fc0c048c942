// "Install a modpack": Kiln modpacks for the server's game version; before one replaces the current pack a dialog
// offers a backup first (checked by default, waited for), then the install's outcome lists what was written and
// which files were left out as client-only.
import { useRef, useState, type FormEvent } from 'react';
import type { ModpackResult } from '#contracts/server-content.ts';
import type { SearchHit } from '#contracts/search.ts';
import { BACKUP_NAME_MAX } from '#contracts/server-backups.ts';
import { installModpack } from '#site/lib/api-server-content.ts';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { addToast } from '../../shared/stores/toasts.ts';
import { fill } from '../../shared/fill.ts';
import { backUpFirst } from './backup-first.ts';
import { HitSummary } from './HitSummary.tsx';
import type { ContentStrings } from './strings.ts';
import { useCompatibleSearch } from './useCompatibleSearch.ts';

interface Props {
  serverId: string;
  loader: string;
  gameVersion: string;
  mayBackUp: boolean;
  strings: ContentStrings;
  onInstalled: () => Promise<void>;
}

type Phase = 'idle' | 'backup' | 'install';

export function ModpackInstall({ serverId, loader, gameVersion, mayBackUp, strings, onInstalled }: Props) {
  const words = strings.modpack;
  const dialog = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<SearchHit | null>(null);
  const [backup, setBackup] = useState(mayBackUp);
  const [phase, setPhase] = useState<Phase>('idle');
  const [outcome, setOutcome] = useState<{ title: string; result: ModpackResult } | null>(null);
  const { hits, searching, search, newestFor } = useCompatibleSearch(loader, gameVersion);

  function choose(hit: SearchHit) {
    setChosen(hit);
    setBackup(mayBackUp);
    dialog.current?.showModal();
  }

  async function install(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    try {
      const version = await newestFor('modpack', chosen.project_id);
      if (!version) {
        addToast({ type: 'error', title: strings.page.errorTitle, text: fill(strings.add.noVersion, { title: chosen.title, loader, version: gameVersion }) });
        return;
      }
      if (backup) {
        setPhase('backup');
        if (!(await backUpFirst(serverId, fill(words.backupName, { title: chosen.title }).slice(0, BACKUP_NAME_MAX)))) {
          addToast({ type: 'error', title: strings.page.errorTitle, text: words.backupFailed });
          return;
        }
      }
      setPhase('install');
      const result = await installModpack(serverId, version.id);
      setOutcome({ title: chosen.title, result });
      dialog.current?.close();
      await onInstalled();
    } catch {
      // callApi has shown the failure as a toast; the dialog stays for another try or Cancel.
    } finally {
      setPhase('idle');
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void search('modpack', query.trim());
  };

  return (
    <section className="card tool" aria-labelledby="modpack-title">
      <h2 id="modpack-title">{words.heading}</h2>
      <p className="muted">{fill(words.lead, { loader, version: gameVersion })}</p>
      <form className="search-form" role="search" onSubmit={submit}>
        <label>{words.search}
          <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </label>
        <button type="submit" className="button">{strings.add.searchButton}</button>
      </form>
      {hits && hits.length === 0 && !searching && <p className="muted">{strings.add.noResults}</p>}
      {hits && hits.length > 0 && (
        <ul className="results" aria-label={words.heading}>
          {hits.map((hit) => (
            <li key={hit.project_id} data-result={hit.slug ?? hit.project_id}>
              <HitSummary hit={hit} />
              <button type="button" className="button small" disabled={phase !== 'idle'} aria-label={`${words.install} ${hit.title}`}
                onClick={() => choose(hit)}>{words.install}</button>
            </li>
          ))}
        </ul>
      )}
      {outcome && (
        <div className="outcome" role="status" data-modpack-outcome>
          <h3>{fill(words.resultTitle, { title: outcome.title })}</h3>
          <p>{fill(words.resultInstalled, { count: outcome.result.installed.length })}</p>
          <ul data-installed>{outcome.result.installed.map((path) => <li key={path}><code>{path}</code></li>)}</ul>
          <p>{fill(words.resultSkipped, { count: outcome.result.skipped.length })}</p>
          <ul data-skipped>{outcome.result.skipped.map((file) => <li key={file.path}><code>{file.path}</code> ({file.reason})</li>)}</ul>
        </div>
      )}
      <FormDialog dialog={dialog} titleId="modpack-dialog-title" title={fill(words.dialogTitle, { title: chosen?.title ?? '' })} onSubmit={(event) => void install(event)}
        cancel={words.cancel} submit={words.confirm} busy={phase !== 'idle'} busyLabel={phase === 'backup' ? words.backingUp : words.installing}>
        <p>{words.dialogBody}</p>
        {mayBackUp && (
          <label className="check">
            <input type="checkbox" checked={backup} onChange={(event) => setBackup(event.target.checked)} />
            {words.backupFirst}
          </label>
        )}
        {phase !== 'idle' && <p role="status">{phase === 'backup' ? words.backingUp : words.installing}</p>}
      </FormDialog>
    </section>
  );
}
