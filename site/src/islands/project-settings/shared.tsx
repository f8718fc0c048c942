// What every project editor shares: message filling, the save cycle with its optimistic-concurrency precondition,
// and the save status line (saved, failed, or changed by someone else with a reload action).
import { useEffect, useState } from 'react';
import type { ProjectPatch } from '#contracts/project-write.ts';
import { configureApi, isConflict } from '#site/lib/api.ts';
import { ConflictNotice } from '../shared/ConflictNotice.tsx';
import type { ProjectV2 } from '#contracts/wire/project.ts';
import { getProject, patchProject } from '#site/lib/api-projects.ts';
import type { Messages } from '#site/lib/messages.ts';

/** What a project may ask to be once reviewed: public (approved), unlisted or private. */
export const VISIBILITIES = ['approved', 'unlisted', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export { fill } from '../shared/fill.ts';

export type SaveStrings = Messages<'projectSettings.save'> & { errorTitle: string };

export type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'conflict' } | { kind: 'failed'; text: string };

/** The toasts of callApi need the page's words for "An error occurred". */
export function useApiStrings(errorTitle: string) {
  useEffect(() => configureApi({ errorTitle }), [errorTitle]);
}

/**
 * Saves go out with `If-Match: "<updated>"`; after each write the project is read back so the next save carries
 * the new `updated` value. A 409 means someone else saved in between: nothing is overwritten, the editor says so.
 */
export function useProjectWrite(projectId: string, initialUpdated: string, strings: SaveStrings) {
  useApiStrings(strings.errorTitle);
  const [updated, setUpdated] = useState(initialUpdated);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });

  async function run(write: (updated: string) => Promise<unknown>): Promise<ProjectV2 | null> {
    setState({ kind: 'saving' });
    try {
      await write(updated);
      const fresh = await getProject(projectId);
      setUpdated(fresh.updated);
      setState({ kind: 'saved' });
      return fresh;
    } catch (error) {
      if (isConflict(error)) setState({ kind: 'conflict' });
      else setState({ kind: 'failed', text: error instanceof Error ? error.message : String(error) });
      return null;
    }
  }

  return {
    state,
    busy: state.kind === 'saving',
    patch: (body: ProjectPatch) => run((current) => patchProject(projectId, body, current)),
    /** Writes without the precondition (icon, gallery): the project's `updated` moves, so it is read back too. */
    write: (action: () => Promise<unknown>) => run(() => action()),
  };
}

export function SaveStatus({ state, strings }: { state: SaveState; strings: SaveStrings }) {
  if (state.kind === 'saved') return <p className="save-status ok" role="status">{strings.saved}</p>;
  if (state.kind === 'conflict') return <ConflictNotice text={strings.conflict} reload={strings.reload} className="save-status alert-error" />;
  if (state.kind === 'failed') return <p className="save-status alert-error" role="alert">{state.text}</p>;
  return <p className="save-status" role="status" aria-live="polite">{state.kind === 'saving' ? strings.saving : ''}</p>;
}

export function SaveButton({ busy, strings, disabled = false }: { busy: boolean; strings: SaveStrings; disabled?: boolean }) {
  return <button type="submit" className="button button-primary" disabled={busy || disabled}>{busy ? strings.saving : strings.save}</button>;
}
