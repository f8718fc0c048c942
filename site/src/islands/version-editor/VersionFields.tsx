// The version's details below its files, alike in the new and edit editors: metadata, loaders with game versions,
// and dependencies.
import DependencyEditor from './DependencyEditor.tsx';
import GameVersionPicker from './GameVersionPicker.tsx';
import LoaderPicker from './LoaderPicker.tsx';
import MetadataFields from './MetadataFields.tsx';
import type { FieldErrors, PrefillField } from './form.ts';
import type { EditorLabels } from './props.ts';
import type { Strings, VersionForm } from './types.ts';

interface Props {
  form: VersionForm;
  errors: FieldErrors;
  strings: Strings;
  labels: EditorLabels;
  /** The loaders the project's type offers (null while they load). */
  offered: string[] | null;
  projectId: string;
  /** The file each pre-filled field came from (none when editing). */
  detected: Partial<Record<PrefillField, string>>;
  onChange: <K extends keyof VersionForm>(field: K, value: VersionForm[K]) => void;
}

export default function VersionFields({ form, errors, strings: s, labels, offered, projectId, detected, onChange }: Props) {
  return (
    <>
      <section className="card ve-section">
        <MetadataFields form={form} errors={errors} strings={s} channelLabels={labels.channel} detected={detected} onChange={onChange} />
      </section>
      <section className="card ve-section">
        <LoaderPicker offered={offered} selected={form.loaders} strings={s} error={errors.loaders} detectedFrom={detected.loaders}
          onChange={(loaders) => onChange('loaders', loaders)} />
        <GameVersionPicker selected={form.gameVersions} strings={s} error={errors.gameVersions} detectedFrom={detected.gameVersions}
          onChange={(versions) => onChange('gameVersions', versions)} />
      </section>
      <section className="card ve-section" aria-labelledby="ve-dependencies-heading">
        <h2 id="ve-dependencies-heading">{s.dependencies}</h2>
        <DependencyEditor dependencies={form.dependencies} projectId={projectId} strings={s} typeLabels={labels.dependency}
          error={errors.dependencies} onChange={(dependencies) => onChange('dependencies', dependencies)} />
      </section>
    </>
  );
}
