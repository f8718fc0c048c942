// The upload queue as the person sees it: each file with its progress bar and state, Cancel per file and for all.
import type { UploadItem, UploadQueue } from './upload-queue.ts';
import { fill, formatSize, type FilesWords } from './words.ts';

interface Props {
  queue: UploadQueue;
  items: readonly UploadItem[];
  words: FilesWords;
  locale: string;
}

const percent = (item: UploadItem) => (item.size === 0 ? (item.state === 'done' ? 100 : 0) : Math.min(100, Math.round((item.loaded / item.size) * 100)));

function stateText(item: UploadItem, words: FilesWords): string {
  switch (item.state) {
    case 'uploading': return fill(words.state_uploading, { percent: percent(item) });
    case 'failed': return fill(words.state_failed, { reason: item.error ?? '' });
    default: return words[`state_${item.state}`];
  }
}

export function UploadPanel({ queue, items, words, locale }: Props) {
  if (items.length === 0) return null;
  const active = items.some((item) => item.state === 'waiting' || item.state === 'uploading');
  return (
    <section className="uploads card" aria-labelledby="uploads-title">
      <div className="uploads-head">
        <h2 id="uploads-title">{words.uploads}</h2>
        {active
          ? <button type="button" className="button" onClick={() => queue.cancelAll()}>{words.cancelAll}</button>
          : <button type="button" className="button" onClick={() => queue.clearFinished()}>{words.clear}</button>}
      </div>
      <ul role="list">
        {items.map((item) => (
          <li key={item.id} className={`upload ${item.state}`} data-upload={item.name}>
            <span className="upload-name">{item.target}</span>
            <span className="muted">{formatSize(item.size, locale)}</span>
            <progress max={100} value={percent(item)} aria-label={item.name} />
            <span className="upload-state" role={item.state === 'failed' ? 'alert' : undefined}>{stateText(item, words)}</span>
            {(item.state === 'waiting' || item.state === 'uploading') && (
              <button type="button" className="button" aria-label={fill(words.cancelUpload, { name: item.name })} onClick={() => queue.cancel(item.id)}>{words.cancel}</button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
