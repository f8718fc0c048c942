// One installed file: its Kiln project (icon, title linking to it, version) or its file name when Kiln does not know
// it, its kind, "Update available" with Update, the enable switch, and Remove.
import type { ContentItem } from '#contracts/server-content.ts';
import { projectPath } from '#site/lib/project-urls.ts';
import { fill } from '../../shared/fill.ts';
import { ResultIcon } from './ResultIcon.tsx';
import type { ContentStrings } from './strings.ts';

interface Props {
  item: ContentItem;
  /** This row's action under way, if any. */
  working: 'toggle' | 'update' | null;
  disabled: boolean;
  strings: ContentStrings['installed'];
  onToggle: (item: ContentItem, enabled: boolean) => void;
  onUpdate: (item: ContentItem) => void;
  onRemove: (item: ContentItem) => void;
}

export function ContentRow({ item, working, disabled, strings, onToggle, onUpdate, onRemove }: Props) {
  const title = item.project?.title ?? item.file_name;
  // While a toggle is on its way the switch already shows where it is going.
  return (
    <tr data-content={item.path} data-enabled={item.enabled}>
      <th scope="row">
        <div className="project-cell">
          <ResultIcon title={title} iconUrl={item.project?.icon_url ?? null} />
          <div>
            {item.project ? <a href={projectPath(item.project.project_type, item.project.slug)}>{title}</a> : <span>{title}</span>}
            <small>{item.project ? item.file_name : strings.unknownVersion}</small>
          </div>
        </div>
      </th>
      <td>{item.version?.version_number ?? '—'}</td>
      <td>{strings[item.kind]}</td>
      <td>
        {item.update && (
          <>
            <span className="badge badge-update">{strings.updateAvailable}</span>
            <button type="button" className="button small" disabled={disabled} onClick={() => onUpdate(item)}>
              {working === 'update' ? strings.updating : fill(strings.update, { version: item.update.version_number })}
            </button>
          </>
        )}
      </td>
      <td>
        <label className="switch">
          <input type="checkbox" role="switch" checked={working === 'toggle' ? !item.enabled : item.enabled} disabled={disabled} aria-label={fill(strings.enable, { name: title })}
            onChange={(event) => onToggle(item, event.target.checked)} />
          <span aria-hidden="true">{strings.enabled}</span>
        </label>
      </td>
      <td><button type="button" className="button small button-danger" disabled={disabled} aria-label={`${strings.remove} ${title}`} onClick={() => onRemove(item)}>{strings.remove}</button></td>
    </tr>
  );
}
