// The edit-version island: metadata (PATCH, only over the copy the page loaded), the published files' primary choice
// and types, adding files (each uploaded once, with its own progress, then added by naming its staged upload), and
// deletion. Files themselves never change once published.
import { useEffect, useState } from 'react';
import type { FileType } from '#contracts/enums.ts';
import { configureApi, isConflict } from '#site/lib/api.ts';
import { addVersionFiles, editVersion, getVersionFiles } from '#site/lib/api-versions.ts';
import { ConflictNotice } from '../shared/ConflictNotice.tsx';
import DeleteVersionButton from './DeleteVersionButton.tsx';
import FileDropzone from './FileDropzone.tsx';
import PublishedFiles from './PublishedFiles.tsx';
import { editRequest, type FieldErrors } from './form.ts';
import type { EditVersionProps } from './props.ts';
import { format } from './text.ts';
import { stagedIdOf, type PublishedFile, type VersionForm } from './types.ts';
import UploadList from './UploadList.tsx';
import VersionFields from './VersionFields.tsx';
import { useOfferedLoaders } from './useLoaders.ts';
import { useUploads } from './useUploads.ts';
import './editor.css';

export default function EditVersionEditor({ project, versionId, updated: loaded, initial, files: initialFiles, strings: s, labels, locale, versionUrl, canDelete }: EditVersionProps) {
  const [form, setForm] = useState<VersionForm>(initial);
  const [updated, setUpdated] = useState(loaded);
  const [conflict, setConflict] = useState(false);
  const [saved, setSaved] = useState<PublishedFile[]>(initialFiles);
  const [files, setFiles] = useState<PublishedFile[]>(initialFiles);
  // Messages appear once Save was pressed, and from then on follow the form: each goes as its field is put right.
  const [attempted, setAttempted] = useState(false);
  /** The server's refusal of the last save. */
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [adding, setAdding] = useState(false);
  const [addProblem, setAddProblem] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const offered = useOfferedLoaders(project.projectType);
  const uploads = useUploads(project.id, () => undefined, files.map((file) => file.filename));
  const pending = uploads.items;
  const uploading = pending.some((item) => item.status === 'queued' || item.status === 'uploading');

  useEffect(() => configureApi({ errorTitle: s.errorTitle }), [s.errorTitle]);

  const change = <K extends keyof VersionForm>(field: K, value: VersionForm[K]) => setForm((current) => ({ ...current, [field]: value }));
  const built = editRequest(initial, form, saved, files, s);
  const errors: FieldErrors = attempted && !built.ok ? built.errors : {};
  const summary = attempted && !built.ok ? s.errorSummary : null;

  async function save() {
    setAttempted(true);
    setProblem(null);
    setConflict(false);
    if (!built.ok) return;
    setSaving(true);
    try {
      await editVersion(versionId, built.changes, updated);
      window.location.assign(versionUrl);
    } catch (error) {
      setSaving(false);
      if (isConflict(error)) setConflict(true);
      else setProblem(format(s.serverError, { error: (error as Error).message }));
    }
  }

  const choose = (chosen: File[]) => {
    setAdded(false);
    uploads.add(chosen);
  };

  async function addFiles() {
    setAddProblem(null);
    if (pending.some((item) => item.status === 'failed')) return setAddProblem(s.removeFailed);
    const stagedIds = pending.map(stagedIdOf).filter((id): id is string => id !== null);
    const types: Record<string, FileType | null> = Object.fromEntries(pending.map((item) => [stagedIdOf(item), item.fileType]));
    setAdding(true);
    try {
      await addVersionFiles(versionId, stagedIds, types);
      const stored = await getVersionFiles(versionId);
      const fresh = stored.files.map((file): PublishedFile => ({
        filename: file.filename, size: file.size, sha1: file.hashes.sha1, sha512: file.hashes.sha512, primary: file.primary, fileType: file.file_type as FileType | null,
      }));
      // Adding files moved the version's stamp: the next save is made over this upload.
      if (stored.updated) setUpdated(stored.updated);
      setSaved(fresh);
      // Choices already made in the form for the earlier files are kept; the new files arrive as the server stored them.
      setFiles((current) => fresh.map((file) => current.find((known) => known.sha512 === file.sha512) ?? file));
      uploads.clear();
      setAdded(true);
    } catch (error) {
      setAddProblem(format(s.serverError, { error: (error as Error).message }));
    } finally {
      setAdding(false);
    }
  }

  return (
    <div className="ve">
      <section className="card ve-section" aria-labelledby="ve-files-heading">
        <h2 id="ve-files-heading">{s.filesHeading}</h2>
        <p className="ve-hint">{s.publishedFilesHint}</p>
        <PublishedFiles files={files} strings={s} fileTypeLabels={labels.fileType} locale={locale} onChange={setFiles} />
        <h3>{s.addFiles}</h3>
        <FileDropzone strings={s} allowPack={false} onFiles={choose} />
        <UploadList items={pending} primaryKey={null} strings={s} fileTypeLabels={labels.fileType} locale={locale} onPrimary={() => undefined}
          onFileType={uploads.setFileType} onRemove={uploads.remove} />
        {pending.length > 0 && (
          <div className="ve-actions">
            <button type="button" className="button" disabled={adding || uploading} aria-describedby={uploading ? 've-add-wait' : undefined}
              onClick={() => void addFiles()}>
              {adding ? s.saving : s.addFiles}
            </button>
            {uploading && <p id="ve-add-wait" className="ve-hint">{s.waitForUploads}</p>}
          </div>
        )}
        {addProblem && <p className="ve-alert" role="alert">{addProblem}</p>}
        {added && <p className="ve-hint" role="status">{s.filesAdded}</p>}
      </section>
      <form className="ve" noValidate onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}>
        <VersionFields form={form} errors={errors} strings={s} labels={labels} offered={offered} projectId={project.id} detected={{}} onChange={change} />
        {(summary ?? problem) && <p className="ve-alert" role="alert">{summary ?? problem}</p>}
        {conflict && <ConflictNotice text={s.conflict} reload={s.reload} className="ve-alert" />}
        <div className="ve-actions">
          <button type="submit" className="button button-primary" disabled={saving}>{saving ? s.saving : s.save}</button>
          {canDelete && <DeleteVersionButton versionId={versionId} versionName={initial.name} versionsUrl={`${project.base}/versions`} strings={s} />}
        </div>
      </form>
    </div>
  );
}
