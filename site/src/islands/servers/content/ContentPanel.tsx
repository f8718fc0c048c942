// The Content page's island: the server's installed mods, plugins and data packs (filtered by kind and words) with
// update, enable/disable and remove; "Add content" from Kiln search; and "Install a modpack".
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { CONTENT_KINDS, type ContentItem, type ContentKind, type ContentList } from '#contracts/server-content.ts';
import { configureApi } from '#site/lib/api.ts';
import { addContent, listContent, removeContent, toggleContent } from '#site/lib/api-server-content.ts';
import { filterContent, installedProjects } from '#site/lib/server-content.ts';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { fill } from '../../shared/fill.ts';
import { AddContent } from './AddContent.tsx';
import { ContentRow } from './ContentRow.tsx';
import { ModpackInstall } from './ModpackInstall.tsx';
import type { ContentStrings } from './strings.ts';

interface Props {
  serverId: string;
  loader: string;
  gameVersion: string;
  /** Whether the viewer may create backups, for "Back up the server first". */
  mayBackUp: boolean;
  strings: ContentStrings;
}

type Working = { path: string; what: 'toggle' | 'update' } | null;

export default function ContentPanel({ serverId, loader, gameVersion, mayBackUp, strings }: Props) {
  const words = strings.installed;
  const [list, setList] = useState<ContentList | null>(null);
  const [failed, setFailed] = useState(false);
  const [kind, setKind] = useState<ContentKind | 'all'>('all');
  const [text, setText] = useState('');
  const [working, setWorking] = useState<Working>(null);
  const [removing, setRemoving] = useState<ContentItem | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  const refresh = useCallback(async () => {
    try {
      setList(await listContent(serverId));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [serverId]);

  useEffect(() => {
    configureApi({ errorTitle: strings.page.errorTitle });
    void refresh();
  }, [refresh, strings.page.errorTitle]);

  async function during(path: string, what: 'toggle' | 'update', work: () => Promise<unknown>) {
    setWorking({ path, what });
    try {
      await work();
    } catch {
      // callApi has shown the failure as a toast.
    } finally {
      await refresh();
      setWorking(null);
    }
  }

  const toggle = (item: ContentItem, enabled: boolean) => void during(item.path, 'toggle', () => toggleContent(serverId, item.path, enabled));

  // Adding the newer version replaces the project's other file in that folder, so an update is one call.
  const update = (item: ContentItem) => void during(item.path, 'update', () => addContent(serverId, item.update!.version_id));

  function askRemove(item: ContentItem) {
    setRemoving(item);
    dialog.current?.showModal();
  }

  async function confirmRemove(event: FormEvent) {
    event.preventDefault();
    if (!removing) return;
    setRemoveBusy(true);
    try {
      await removeContent(serverId, removing.path);
      dialog.current?.close();
      await refresh();
    } catch {
      // callApi has shown the failure as a toast; the dialog stays for another try or Cancel.
    } finally {
      setRemoveBusy(false);
    }
  }

  const shown = list ? filterContent(list.items, kind, text) : [];
  const removingTitle = removing?.project?.title ?? removing?.file_name ?? '';

  return (
    <div className="content-panel">
      <section className="card tool" aria-labelledby="installed-title">
        <h2 id="installed-title">{words.heading}</h2>
        <p className="muted">{words.lead} {fill(words.for, { loader, version: gameVersion })}</p>
        <div className="filters">
          <label>{words.filter}
            <input type="search" value={text} onChange={(event) => setText(event.target.value)} />
          </label>
          <label>{words.kind}
            <select value={kind} onChange={(event) => setKind(event.target.value as ContentKind | 'all')}>
              <option value="all">{words.allKinds}</option>
              {CONTENT_KINDS.map((each) => <option key={each} value={each}>{words[each]}</option>)}
            </select>
          </label>
        </div>
        {!list ? <p className="muted" role="status">{failed ? strings.page.unavailable : words.loading}</p>
          : list.items.length === 0 ? <p className="muted">{words.empty}</p> : shown.length === 0 ? <p className="muted">{words.noMatch}</p> : (
          <div className="table-wrap">
            <table className="content-table">
              <thead>
                <tr>
                  <th scope="col">{words.project}</th>
                  <th scope="col">{words.version}</th>
                  <th scope="col">{words.kind}</th>
                  <th scope="col">{words.updates}</th>
                  <th scope="col">{words.enabled}</th>
                  <th scope="col"><span className="visually-hidden">{words.actions}</span></th>
                </tr>
              </thead>
              <tbody>
                {shown.map((item) => (
                  <ContentRow key={item.path} item={item} strings={words} disabled={working !== null}
                    working={working?.path === item.path ? working.what : null} onToggle={toggle} onUpdate={update} onRemove={askRemove} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <AddContent serverId={serverId} loader={loader} gameVersion={gameVersion} installed={installedProjects(list?.items ?? [])} strings={strings} onInstalled={refresh} />
      <ModpackInstall serverId={serverId} loader={loader} gameVersion={gameVersion} mayBackUp={mayBackUp} strings={strings} onInstalled={refresh} />
      <FormDialog dialog={dialog} titleId="remove-content-title" title={fill(words.removeTitle, { name: removingTitle })} onSubmit={(event) => void confirmRemove(event)}
        cancel={words.cancel} submit={words.removeConfirm} busy={removeBusy} busyLabel={words.removing} submitClass="button button-danger">
        <p>{words.removeBody}</p>
      </FormDialog>
    </div>
  );
}
