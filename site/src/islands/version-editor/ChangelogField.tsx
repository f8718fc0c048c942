// The changelog with Write and Preview tabs; the preview comes from the pages' own sanitizing renderer.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CHANGELOG_MAX } from '#contracts/limits.ts';
import { previewMarkdown } from '#site/lib/api-projects.ts';
import type { Strings } from './types.ts';

type Tab = 'write' | 'preview';
const TABS: Tab[] = ['write', 'preview'];

interface Props {
  value: string;
  error: string | undefined;
  strings: Strings;
  onChange: (value: string) => void;
}

export default function ChangelogField({ value, error, strings: s, onChange }: Props) {
  const [tab, setTab] = useState<Tab>('write');
  const [html, setHtml] = useState<string | null>(null);
  const tabs = useRef<Record<Tab, HTMLButtonElement | null>>({ write: null, preview: null });

  // A refused changelog is fixed in the text, so the text comes back into view.
  useEffect(() => {
    if (error) setTab('write');
  }, [error]);

  useEffect(() => {
    if (tab !== 'preview' || value.trim() === '') return;
    const controller = new AbortController();
    setHtml(null);
    previewMarkdown(value, controller.signal).then((answer) => setHtml(answer.html), () => undefined);
    return () => controller.abort();
  }, [tab, value]);

  // Arrow keys move between the two tabs, as the tabs pattern expects.
  function move(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length]!;
    setTab(next);
    tabs.current[next]?.focus();
  }

  const describedBy = error ? 've-changelog-hint ve-changelog-error' : 've-changelog-hint';
  return (
    <div className="ve-field">
      <div className="ve-changelog-head">
        <label htmlFor="ve-changelog" id="ve-changelog-label">{s.changelog}</label>
        <div role="tablist" aria-labelledby="ve-changelog-label" className="ve-tabs">
          {TABS.map((name) => (
            <button key={name} type="button" role="tab" id={`ve-changelog-tab-${name}`} aria-controls={`ve-changelog-${name}`}
              aria-selected={tab === name} tabIndex={tab === name ? 0 : -1} ref={(element) => { tabs.current[name] = element; }}
              onClick={() => setTab(name)} onKeyDown={move}>
              {name === 'write' ? s.changelogWrite : s.changelogPreview}
            </button>
          ))}
        </div>
      </div>
      <div id="ve-changelog-write" role="tabpanel" aria-labelledby="ve-changelog-tab-write" hidden={tab !== 'write'}>
        <textarea id="ve-changelog" maxLength={CHANGELOG_MAX} value={value}
          aria-invalid={error ? true : undefined} aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)} />
      </div>
      <div id="ve-changelog-preview" role="tabpanel" aria-labelledby="ve-changelog-tab-preview" hidden={tab !== 'preview'} tabIndex={0}
        className="ve-preview">
        {value.trim() === ''
          ? <p className="ve-hint">{s.changelogPreviewEmpty}</p>
          : html === null
            ? <p className="ve-hint" aria-busy="true">{s.changelogPreviewLoading}</p>
            : <div className="ve-markdown" data-testid="changelog-preview" dangerouslySetInnerHTML={{ __html: html }} />}
      </div>
      <p id="ve-changelog-hint" className="ve-hint">{s.changelogHint}</p>
      {error && <p id="ve-changelog-error" className="ve-error">{error}</p>}
    </div>
  );
}
