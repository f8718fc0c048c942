// Settings > Tags: up to three primary categories (shown on cards and searched first) and any number of
// additional ones, grouped by header, from the tags of the project's type.
import { useState, type FormEvent } from 'react';
import { FEATURED_CATEGORIES_MAX } from '#contracts/limits.ts';
import type { Messages } from '#site/lib/messages.ts';
import { SaveButton, SaveStatus, fill, useProjectWrite, type SaveStrings } from './shared.tsx';

export interface TagGroup {
  header: string;
  label: string;
  tags: { name: string; label: string }[];
}

interface Props {
  projectId: string;
  updated: string;
  groups: TagGroup[];
  primary: string[];
  additional: string[];
  canEdit: boolean;
  save: SaveStrings;
  strings: Messages<'projectSettings.tags'>;
}

export default function TagsSettings({ projectId, updated, groups, primary: initialPrimary, additional: initialAdditional, canEdit, save, strings }: Props) {
  const writer = useProjectWrite(projectId, updated, save);
  const [primary, setPrimary] = useState(initialPrimary);
  const [additional, setAdditional] = useState(initialAdditional.filter((name) => !initialPrimary.includes(name)));
  const [refusal, setRefusal] = useState<string | null>(null);

  function togglePrimary(name: string, on: boolean) {
    setRefusal(null);
    if (!on) {
      setPrimary(primary.filter((entry) => entry !== name));
      return;
    }
    if (primary.length >= FEATURED_CATEGORIES_MAX) {
      setRefusal(fill(strings.tooMany, { max: FEATURED_CATEGORIES_MAX }));
      return;
    }
    setPrimary([...primary, name]);
    setAdditional(additional.filter((entry) => entry !== name));
  }

  function toggleAdditional(name: string, on: boolean) {
    setAdditional(on ? [...additional, name] : additional.filter((entry) => entry !== name));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    await writer.patch({ categories: primary, additional_categories: additional });
  }

  const section = (kind: 'primary' | 'additional') => (
    <section className="tag-section" aria-labelledby={`${kind}-heading`}>
      <h2 id={`${kind}-heading`}>{kind === 'primary' ? fill(strings.primary, { count: primary.length, max: FEATURED_CATEGORIES_MAX }) : strings.additional}</h2>
      <p className="muted hint">{kind === 'primary' ? strings.primaryHint : strings.additionalHint}</p>
      {groups.map((group) => (
        <fieldset key={group.header} className="tag-group">
          <legend>{group.label}</legend>
          {group.tags.map((tag) => {
            const checked = kind === 'primary' ? primary.includes(tag.name) : additional.includes(tag.name);
            const takenAsPrimary = kind === 'additional' && primary.includes(tag.name);
            return (
              <label key={tag.name} className="tag-choice">
                <input type="checkbox" name={kind} value={tag.name} checked={checked || takenAsPrimary} disabled={takenAsPrimary}
                  onChange={(event) => (kind === 'primary' ? togglePrimary : toggleAdditional)(tag.name, event.target.checked)} />
                <span>{tag.label}</span>
              </label>
            );
          })}
        </fieldset>
      ))}
    </section>
  );

  return (
    <form className="form" onSubmit={submit}>
      <fieldset className="plain" disabled={!canEdit}>
        {section('primary')}
        {refusal && <p className="alert alert-error" role="alert">{refusal}</p>}
        {section('additional')}
        <div className="actions"><SaveButton busy={writer.busy} strings={save} /></div>
      </fieldset>
      <SaveStatus state={writer.state} strings={save} />
    </form>
  );
}
