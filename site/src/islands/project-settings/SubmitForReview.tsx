// The publishing checklist's action: submit the project for review (status `processing`) once nothing is missing.
import { useProjectWrite, SaveStatus, type SaveStrings } from './shared.tsx';

interface Props {
  projectId: string;
  updated: string;
  ready: boolean;
  label: string;
  save: SaveStrings;
}

export default function SubmitForReview({ projectId, updated, ready, label, save }: Props) {
  const writer = useProjectWrite(projectId, updated, save);
  async function submit() {
    if (await writer.patch({ status: 'processing' })) window.location.reload();
  }
  return (
    <div className="submit-review">
      <button type="button" className="button button-primary" disabled={!ready || writer.busy} onClick={submit}>{label}</button>
      {writer.state.kind !== 'saved' && <SaveStatus state={writer.state} strings={save} />}
    </div>
  );
}
