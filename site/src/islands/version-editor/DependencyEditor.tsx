// Dependencies: find a project by search, add it as required/optional/incompatible/embedded, optionally pin a version.
import { useEffect, useState } from 'react';
import { DEPENDENCY_TYPES, type DependencyType } from '#contracts/enums.ts';
import { listVersionChoices, searchDependencyProjects, type DependencyCandidate, type VersionChoice } from '#site/lib/api-versions.ts';
import { FieldError } from './MetadataFields.tsx';
import { format } from './text.ts';
import type { EditorDependency, Strings } from './types.ts';
import type { EditorLabels } from './props.ts';

interface Props {
  dependencies: EditorDependency[];
  /** The project being edited, which cannot depend on itself. */
  projectId: string;
  strings: Strings;
  typeLabels: EditorLabels['dependency'];
  error: string | undefined;
  onChange: (dependencies: EditorDependency[]) => void;
}

const SEARCH_DELAY_MS = 250;

function DependencyRow({ dependency, strings: s, typeLabels, onChange, onRemove }: {
  dependency: EditorDependency; strings: Strings; typeLabels: EditorLabels['dependency'];
  onChange: (dependency: EditorDependency) => void; onRemove: () => void;
}) {
  const [versions, setVersions] = useState<VersionChoice[] | null>(null);
  useEffect(() => {
    if (!dependency.projectId) return;
    const controller = new AbortController();
    listVersionChoices(dependency.projectId, controller.signal).then(setVersions, () => setVersions([]));
    return () => controller.abort();
  }, [dependency.projectId]);
  const title = dependency.title;
  const pinnedMissing = dependency.versionId && versions && !versions.some((version) => version.id === dependency.versionId);
  return (
    <li className="ve-dependency">
      {dependency.iconUrl ? <img className="ve-icon" src={dependency.iconUrl} alt="" loading="lazy" /> : <span className="ve-icon" aria-hidden="true" />}
      <span className="ve-dependency-title"><strong>{title}</strong></span>
      <select aria-label={format(s.dependencyTypeOf, { project: title })} value={dependency.type}
        onChange={(event) => onChange({ ...dependency, type: event.target.value as DependencyType })}>
        {DEPENDENCY_TYPES.map((type) => <option key={type} value={type}>{typeLabels[type] ?? type}</option>)}
      </select>
      {dependency.projectId && (
        <select aria-label={format(s.dependencyVersionOf, { project: title })} value={dependency.versionId ?? ''}
          onChange={(event) => {
            const chosen = versions?.find((version) => version.id === event.target.value) ?? null;
            onChange({ ...dependency, versionId: chosen?.id ?? null, versionNumber: chosen?.versionNumber ?? null });
          }}>
          <option value="">{s.dependencyAnyVersion}</option>
          {pinnedMissing || (dependency.versionId && !versions)
            ? <option value={dependency.versionId!}>{dependency.versionNumber ?? dependency.versionId}</option> : null}
          {(versions ?? []).map((version) => <option key={version.id} value={version.id}>{version.versionNumber}</option>)}
        </select>
      )}
      <button type="button" className="button ve-small" aria-label={format(s.dependencyRemoveOf, { project: title })} onClick={onRemove}>
        {s.removeFile}
      </button>
    </li>
  );
}

export default function DependencyEditor({ dependencies, projectId, strings: s, typeLabels, error, onChange }: Props) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<DependencyCandidate[] | null>(null);

  useEffect(() => {
    const text = query.trim();
    if (!text) {
      setResults(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchDependencyProjects(text, controller.signal).then(setResults, () => undefined);
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const taken = new Set([projectId, ...dependencies.flatMap((d) => (d.projectId ? [d.projectId] : []))]);
  const candidates = (results ?? []).filter((candidate) => !taken.has(candidate.projectId));
  const add = (candidate: DependencyCandidate) => {
    onChange([...dependencies, {
      projectId: candidate.projectId, versionId: null, fileName: null, type: 'required', title: candidate.title,
      iconUrl: candidate.iconUrl, versionNumber: null,
    }]);
    setQuery('');
  };
  const keyOf = (d: EditorDependency) => `${d.projectId ?? ''}|${d.versionId ?? ''}|${d.fileName ?? ''}`;

  return (
    <div className="ve-picker">
      {dependencies.length === 0 ? <p className="ve-hint">{s.dependenciesNone}</p> : (
        <ul className="ve-results" aria-label={s.dependencies}>
          {dependencies.map((dependency, index) => (
            <DependencyRow key={keyOf(dependency)} dependency={dependency} strings={s} typeLabels={typeLabels}
              onChange={(changed) => onChange(dependencies.map((entry, i) => (i === index ? changed : entry)))}
              onRemove={() => onChange(dependencies.filter((_, i) => i !== index))} />
          ))}
        </ul>
      )}
      <input type="search" aria-label={s.dependencySearch} placeholder={s.dependencySearch} value={query}
        onChange={(event) => setQuery(event.target.value)} />
      {results !== null && (candidates.length === 0 ? <p className="ve-hint" role="status">{s.dependencyNoResults}</p> : (
        <ul className="ve-results">
          {candidates.map((candidate) => (
            <li key={candidate.projectId} className="ve-result">
              {candidate.iconUrl ? <img className="ve-icon" src={candidate.iconUrl} alt="" loading="lazy" /> : <span className="ve-icon" aria-hidden="true" />}
              <span className="ve-result-title"><strong>{candidate.title}</strong><small>{format(s.dependencyBy, { author: candidate.author })}</small></span>
              <button type="button" className="button ve-small" aria-label={format(s.dependencyAddOf, { project: candidate.title })} onClick={() => add(candidate)}>
                {s.dependencyAdd}
              </button>
            </li>
          ))}
        </ul>
      ))}
      <FieldError id="ve-dependencies-error" message={error} />
    </div>
  );
}
