// An organization's projects: move one of the viewer's own projects in, or move a project out to a member who owns it then.
import { useState, type FormEvent } from 'react';
import { addOrganizationProject, removeOrganizationProject } from '#site/lib/api-social.ts';
import type { Messages } from '#site/lib/messages.ts';
import { useAction } from '../shared/useAction.ts';

interface ProjectEntry {
  id: string;
  title: string;
  href: string;
}

interface Props {
  organizationId: string;
  projects: ProjectEntry[];
  /** The viewer's projects that belong to no organization yet. */
  movable: ProjectEntry[];
  /** Accepted members who may become a project's owner when it leaves. */
  members: { id: string; username: string }[];
  canAdd: boolean;
  canRemove: boolean;
  viewerId: string;
  strings: Messages<'organizationSettings.projects'> & { errorTitle: string };
}

function MoveOut({ project, props, busy, run }: { project: ProjectEntry; props: Props; busy: boolean; run: (work: () => Promise<unknown>) => void }) {
  const [owner, setOwner] = useState(props.members.some((member) => member.id === props.viewerId) ? props.viewerId : (props.members[0]?.id ?? ''));
  const { strings } = props;
  return (
    <details>
      <summary>{strings.moveOut}</summary>
      <form className="inline" onSubmit={(event) => {
        event.preventDefault();
        run(() => removeOrganizationProject(props.organizationId, project.id, owner));
      }}>
        <label>{strings.newOwner}
          <select value={owner} required onChange={(event) => setOwner(event.target.value)}>
            {props.members.map((member) => <option key={member.id} value={member.id}>{member.username}</option>)}
          </select>
        </label>
        <button type="submit" className="button" disabled={busy}>{strings.confirmMoveOut}</button>
      </form>
    </details>
  );
}

export default function OrganizationProjects(props: Props) {
  const { organizationId, projects, movable, canAdd, canRemove, strings } = props;
  const [chosen, setChosen] = useState(movable[0]?.id ?? '');
  const { busy, run } = useAction(strings.errorTitle);

  function moveIn(event: FormEvent) {
    event.preventDefault();
    if (chosen) void run(() => addOrganizationProject(organizationId, chosen));
  }

  return (
    <>
      {canAdd && (
        <section className="card panel" aria-labelledby="move-in-heading">
          <h2 id="move-in-heading">{strings.moveInTitle}</h2>
          {movable.length === 0
            ? <p className="hint">{strings.noMovable}</p>
            : (
              <form className="inline" onSubmit={moveIn}>
                <label>{strings.project}
                  <select value={chosen} onChange={(event) => setChosen(event.target.value)}>
                    {movable.map((project) => <option key={project.id} value={project.id}>{project.title}</option>)}
                  </select>
                </label>
                <button type="submit" className="button button-primary" disabled={busy}>{strings.moveIn}</button>
              </form>
            )}
          <p className="hint">{strings.moveInHint}</p>
        </section>
      )}
      <section className="card panel" aria-labelledby="org-projects-heading">
        <h2 id="org-projects-heading">{strings.listTitle}</h2>
        {projects.length === 0 && <p className="hint">{strings.empty}</p>}
        <ul className="rows" role="list">
          {projects.map((project) => (
            <li key={project.id}>
              <a href={project.href}><strong>{project.title}</strong></a>
              {canRemove && <MoveOut project={project} props={props} busy={busy} run={run} />}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
