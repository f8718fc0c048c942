// "Add content": Kiln search narrowed to the server's loader and game version for the kinds it loads (data packs, and
// mods or plugins), each result with Install (its newest compatible version), or "Installed" when it is on the server.
import { useEffect, useState, type FormEvent } from 'react';
import type { ContentKind } from '#contracts/server-content.ts';
import { addContent } from '#site/lib/api-server-content.ts';
import { kindsFor } from '#site/lib/server-content.ts';
import { addToast } from '../../shared/stores/toasts.ts';
import { fill } from '../../shared/fill.ts';
import { HitSummary } from './HitSummary.tsx';
import type { ContentStrings } from './strings.ts';
import { useCompatibleSearch } from './useCompatibleSearch.ts';

interface Props {
  serverId: string;
  loader: string;
  gameVersion: string;
  installed: ReadonlySet<string>;
  strings: ContentStrings;
  onInstalled: () => Promise<void>;
}

export function AddContent({ serverId, loader, gameVersion, installed, strings, onInstalled }: Props) {
  const words = strings.add;
  const kinds = kindsFor(loader);
  const [kind, setKind] = useState<ContentKind>(kinds[0]!);
  const [query, setQuery] = useState('');
  const [installing, setInstalling] = useState<string | null>(null);
  const { hits, searching, search, newestFor } = useCompatibleSearch(loader, gameVersion);
  useEffect(() => void search(kind, ''), [kind]);

  async function install(projectId: string, title: string) {
    setInstalling(projectId);
    try {
      const version = await newestFor(kind, projectId);
      if (!version) {
        addToast({ type: 'error', title: strings.page.errorTitle, text: fill(words.noVersion, { title, loader, version: gameVersion }) });
        return;
      }
      await addContent(serverId, version.id);
      await onInstalled();
      addToast({ type: 'success', title: fill(words.done, { title }) });
    } catch {
      // callApi has shown the failure as a toast.
    } finally {
      setInstalling(null);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void search(kind, query.trim());
  };

  return (
    <section className="card tool" aria-labelledby="add-content-title">
      <h2 id="add-content-title">{words.heading}</h2>
      <p className="muted">{fill(words.lead, { loader, version: gameVersion })}</p>
      <form className="search-form" role="search" onSubmit={submit}>
        <label>{words.type}
          <select value={kind} onChange={(event) => setKind(event.target.value as ContentKind)}>
            {kinds.map((each) => <option key={each} value={each}>{words[each]}</option>)}
          </select>
        </label>
        <label>{words.search}
          <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </label>
        <button type="submit" className="button">{words.searchButton}</button>
      </form>
      {hits && hits.length === 0 && !searching && <p className="muted">{words.noResults}</p>}
      {hits && hits.length > 0 && (
        <ul className="results" aria-busy={searching} aria-label={words.heading}>
          {hits.map((hit) => (
            <li key={hit.project_id} data-result={hit.slug ?? hit.project_id}>
              <HitSummary hit={hit} />
              {installed.has(hit.project_id)
                ? <span className="badge">{words.installed}</span>
                : (
                  <button type="button" className="button small" disabled={installing !== null} aria-label={`${words.install} ${hit.title}`}
                    onClick={() => void install(hit.project_id, hit.title)}>
                    {installing === hit.project_id ? words.installing : words.install}
                  </button>
                )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
