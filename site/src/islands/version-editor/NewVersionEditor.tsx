// The new-version island: files are uploaded for inspection as soon as they are chosen (pre-filling the form with
// what Kiln reads in them) and kept by Kiln as staged uploads; publishing then sends only the form, naming them, and
// the browser opens the new version.
import { useEffect, useState } from 'react';
import type { InspectionAnswer } from '#contracts/version-write.ts';
import { configureApi } from '#site/lib/api.ts';
import { publishVersion } from '#site/lib/api-versions.ts';
import FileDropzone from './FileDropzone.tsx';
import { applyInspection, createRequest, initialOrigins, type FieldErrors, type Origins, type PrefillField } from './form.ts';
import type { NewVersionProps } from './props.ts';
import { format } from './text.ts';
import type { VersionForm } from './types.ts';
import UploadList from './UploadList.tsx';
import VersionFields from './VersionFields.tsx';
import { useOfferedLoaders } from './useLoaders.ts';
import { useUploads } from './useUploads.ts';
import './editor.css';

interface Draft {
  form: VersionForm;
  origins: Origins;
  /** The file each pre-filled field came from. */
  detected: Partial<Record<PrefillField, string>>;
}

const PREFILL_FIELDS: readonly string[] = ['versionNumber', 'name', 'gameVersions', 'loaders'];

export default function NewVersionEditor({ project, initial, templateVersion, strings: s, labels, locale }: NewVersionProps) {
  const [draft, setDraft] = useState<Draft>({ form: initial, origins: initialOrigins(initial), detected: {} });
  // Messages appear once Publish was pressed, and from then on follow the form: each goes as its field is put right.
  const [attempted, setAttempted] = useState(false);
  /** The server's refusal of the last publish. */
  const [problem, setProblem] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [primaryKey, setPrimaryKey] = useState<string | null>(null);
  const offered = useOfferedLoaders(project.projectType);

  useEffect(() => configureApi({ errorTitle: s.errorTitle }), [s.errorTitle]);

  const onInspected = (inspection: InspectionAnswer) => setDraft((current) => {
    const next = applyInspection(current.form, current.origins, inspection, offered);
    const detected = { ...current.detected };
    for (const field of PREFILL_FIELDS as PrefillField[]) {
      if (next.origins[field] === 'file' && current.origins[field] !== 'file') detected[field] = inspection.file_name;
    }
    return { ...next, detected };
  });
  const uploads = useUploads(project.id, onInspected);
  const { items } = uploads;
  const uploading = items.some((item) => item.status === 'queued' || item.status === 'uploading');
  const failed = items.some((item) => item.status === 'failed');
  const built = createRequest(draft.form, project.id, items, primaryKey, s);
  const found: FieldErrors = attempted && !built.ok ? built.errors : {};
  // A file still uploading is not a missing one; Publish waits for it anyway.
  const errors = uploading ? { ...found, files: undefined } : found;
  const summary = !attempted ? null : failed ? s.removeFailed : Object.values(errors).some(Boolean) ? s.errorSummary : null;

  useEffect(() => {
    if (!items.some((item) => item.key === primaryKey)) setPrimaryKey(items[0]?.key ?? null);
  }, [items, primaryKey]);

  const change = <K extends keyof VersionForm>(field: K, value: VersionForm[K]) => {
    setDraft((current) => {
      const prefilled = PREFILL_FIELDS.includes(field);
      return {
        form: { ...current.form, [field]: value },
        origins: prefilled ? { ...current.origins, [field]: 'user' } : current.origins,
        detected: prefilled ? { ...current.detected, [field]: undefined } : current.detected,
      };
    });
  };

  async function publish() {
    setAttempted(true);
    setProblem(null);
    if (failed || !built.ok) return;
    setPublishing(true);
    try {
      const created = await publishVersion(built.data);
      window.location.assign(`${project.base}/version/${encodeURIComponent(created.id)}`);
    } catch (error) {
      setPublishing(false);
      setProblem(format(s.serverError, { error: (error as Error).message }));
    }
  }

  const { form, detected } = draft;
  return (
    <form className="ve" noValidate onSubmit={(event) => {
      event.preventDefault();
      void publish();
    }}>
      {templateVersion && <p className="ve-note">{format(s.templateNote, { version: templateVersion })}</p>}
      <section className="card ve-section" aria-labelledby="ve-files-heading">
        <h2 id="ve-files-heading">{s.filesHeading}</h2>
        <p className="ve-hint">{s.filesHint}</p>
        <FileDropzone strings={s} onFiles={uploads.add} />
        <UploadList items={items} primaryKey={primaryKey} strings={s} fileTypeLabels={labels.fileType} locale={locale}
          onPrimary={setPrimaryKey} onFileType={uploads.setFileType} onRemove={uploads.remove} />
        {errors.files && <p className="ve-error" role="alert">{errors.files}</p>}
      </section>
      <VersionFields form={form} errors={errors} strings={s} labels={labels} offered={offered} projectId={project.id} detected={detected} onChange={change} />
      {(summary ?? problem) && <p className="ve-alert" role="alert">{summary ?? problem}</p>}
      <div className="ve-actions">
        <button type="submit" className="button button-primary" disabled={publishing || uploading} aria-describedby={uploading ? 've-wait' : undefined}>
          {publishing ? s.publishing : s.publish}
        </button>
        {uploading && <p id="ve-wait" className="ve-hint">{s.waitForUploads}</p>}
      </div>
    </form>
  );
}
