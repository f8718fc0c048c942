// Gallery management for members who may edit details: upload (format and size checked before sending; the API decides
// the type from the bytes), title, description, featured and ordering, editing and deleting.
import { useState, type FormEvent } from 'react';
import { GALLERY_DESCRIPTION_MAX, GALLERY_IMAGE_MAX_BYTES, GALLERY_TITLE_MAX } from '#contracts/project-write.ts';
import type { GalleryImageV2 } from '#contracts/wire/project.ts';
import { addGalleryImage, deleteGalleryImage, editGalleryImage } from '#site/lib/api-projects.ts';
import { IMAGE_ACCEPT, imageProblem } from '#site/lib/image-file.ts';
import { addToast } from '../shared/stores/toasts.ts';
import type { Messages } from '#site/lib/messages.ts';
import { useApiStrings } from './shared.tsx';

interface Props {
  projectId: string;
  gallery: GalleryImageV2[];
  strings: Messages<'projectSettings.gallery'>;
  errorTitle: string;
}

interface Fields { title: string; description: string; featured: boolean; ordering: number }

function FieldsEditor({ fields, onChange, strings }: { fields: Fields; onChange: (fields: Fields) => void; strings: Messages<'projectSettings.gallery'> }) {
  return (
    <>
      <label>{strings.imageTitle}
        <input type="text" value={fields.title} maxLength={GALLERY_TITLE_MAX} onChange={(event) => onChange({ ...fields, title: event.target.value })} />
      </label>
      <label>{strings.imageDescription}
        <textarea value={fields.description} rows={2} maxLength={GALLERY_DESCRIPTION_MAX} onChange={(event) => onChange({ ...fields, description: event.target.value })} />
      </label>
      <div className="inline">
        <label className="scope"><input type="checkbox" checked={fields.featured} onChange={(event) => onChange({ ...fields, featured: event.target.checked })} /><span>{strings.featured}</span></label>
        <label>{strings.ordering}
          <input type="number" step={1} value={fields.ordering} onChange={(event) => onChange({ ...fields, ordering: Number(event.target.value) || 0 })} />
        </label>
      </div>
    </>
  );
}

const reload = () => window.location.reload();

function ItemEditor({ projectId, item, strings }: { projectId: string; item: GalleryImageV2; strings: Messages<'projectSettings.gallery'> }) {
  const [fields, setFields] = useState<Fields>({ title: item.title ?? '', description: item.description ?? '', featured: item.featured, ordering: item.ordering });
  async function save(event: FormEvent) {
    event.preventDefault();
    // An emptied field is sent as null, which clears it.
    await editGalleryImage(projectId, item.url, {
      featured: fields.featured, ordering: fields.ordering, title: fields.title.trim() || null, description: fields.description.trim() || null,
    });
    reload();
  }
  async function remove() {
    if (!window.confirm(strings.deleteConfirm)) return;
    await deleteGalleryImage(projectId, item.url);
    reload();
  }
  return (
    <li className="gallery-item">
      <img src={item.url} alt={item.title ?? ''} loading="lazy" />
      <form className="form" onSubmit={save}>
        <FieldsEditor fields={fields} onChange={setFields} strings={strings} />
        <div className="actions">
          <button type="submit" className="button button-primary">{strings.save}</button>
          <button type="button" className="button" onClick={remove}>{strings.delete}</button>
        </div>
      </form>
    </li>
  );
}

export default function GalleryManager({ projectId, gallery, strings, errorTitle }: Props) {
  useApiStrings(errorTitle);
  const [file, setFile] = useState<File | null>(null);
  const [fields, setFields] = useState<Fields>({ title: '', description: '', featured: false, ordering: gallery.length });
  const [busy, setBusy] = useState(false);

  function choose(input: HTMLInputElement) {
    const chosen = input.files?.[0] ?? null;
    const problem = chosen && imageProblem(chosen, GALLERY_IMAGE_MAX_BYTES);
    if (problem) {
      addToast({ type: 'error', title: errorTitle, text: strings[problem]! });
      input.value = '';
    }
    setFile(problem ? null : chosen);
  }

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    try {
      await addGalleryImage(projectId, file, {
        featured: fields.featured, ordering: fields.ordering,
        ...(fields.title.trim() ? { title: fields.title.trim() } : {}),
        ...(fields.description.trim() ? { description: fields.description.trim() } : {}),
      });
      reload();
    } catch {
      setBusy(false);
    }
  }

  return (
    <section className="card gallery-manager" aria-labelledby="gallery-manager-heading">
      <h2 id="gallery-manager-heading">{strings.manage}</h2>
      <form className="form" onSubmit={upload}>
        <div className="field">
          <label htmlFor="gallery-file">{strings.file}</label>
          <input id="gallery-file" type="file" accept={IMAGE_ACCEPT} required aria-describedby="gallery-file-hint"
            onChange={(event) => choose(event.target)} />
          <small id="gallery-file-hint" className="muted">{strings.fileHint}</small>
        </div>
        <FieldsEditor fields={fields} onChange={setFields} strings={strings} />
        <div className="actions"><button type="submit" className="button button-primary" disabled={busy || !file}>{busy ? strings.uploading : strings.upload}</button></div>
      </form>
      {gallery.length > 0 && (
        <ul className="gallery-items" role="list">
          {gallery.map((item) => <ItemEditor key={item.url} projectId={projectId} item={item} strings={strings} />)}
        </ul>
      )}
    </section>
  );
}
