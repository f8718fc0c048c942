// An organization's members: invite by username with role and permissions (bitflags as labelled checkboxes), edit or
// remove members, cancel invitations, and (for the owner) hand the organization to another member.
import { useState, type FormEvent } from 'react';
import { ALL_ORGANIZATION_PERMISSIONS, OrganizationPermission, ProjectPermission } from '#contracts/permissions.ts';
import { MEMBER_ROLE_MAX } from '#contracts/limits.ts';
import {
  editOrganizationMember, inviteOrganizationMember, removeOrganizationMember, transferOrganization,
} from '#site/lib/api-social.ts';
import type { Messages } from '#site/lib/messages.ts';
import { inviteByName } from '../shared/invite.ts';
import { useAction } from '../shared/useAction.ts';

export interface Member {
  userId: string;
  username: string;
  avatarUrl: string | null;
  role: string;
  isOwner: boolean;
  accepted: boolean;
  permissions: number;
  organizationPermissions: number;
}

interface Props {
  organizationId: string;
  viewerId: string;
  members: Member[];
  /** The viewer's organization bits and project bits: nobody hands out bits they do not hold. */
  own: { organization: number; project: number };
  isOwner: boolean;
  strings: Messages<'organizationSettings.members'> & { errorTitle: string };
  organizationLabels: Messages<'organizationSettings.organizationPermissions'>;
  projectLabels: Messages<'organizationSettings.projectPermissions'>;
}

type Flags = Record<string, number>;

function Bits({ legend, flags, labels, value, grantable, onChange, name }: {
  legend: string; flags: Flags; labels: Record<string, string>; value: number; grantable: number; onChange: (value: number) => void; name: string;
}) {
  return (
    <fieldset className="permissions">
      <legend>{legend}</legend>
      {Object.entries(flags).map(([key, bit]) => (
        <label key={key} className="check">
          <input type="checkbox" name={name} value={bit} checked={(value & bit) === bit} disabled={(grantable & bit) !== bit}
            onChange={(event) => onChange(event.target.checked ? value | bit : value & ~bit)} />
          <span>{labels[key] ?? key}</span>
        </label>
      ))}
    </fieldset>
  );
}

function MemberEditor({ member, props, busy, run }: { member: Member; props: Props; busy: boolean; run: (work: () => Promise<unknown>) => void }) {
  const { strings } = props;
  const [role, setRole] = useState(member.role);
  const [organization, setOrganization] = useState(member.organizationPermissions);
  const [project, setProject] = useState(member.permissions);
  function save(event: FormEvent) {
    event.preventDefault();
    run(() => editOrganizationMember(props.organizationId, member.userId, member.isOwner
      ? { role: role.trim() }
      : { role: role.trim(), organization_permissions: organization, permissions: project }));
  }
  return (
    <details>
      <summary>{strings.edit}</summary>
      <form className="form" onSubmit={save}>
        <label>{strings.role}
          <input type="text" value={role} required maxLength={MEMBER_ROLE_MAX} onChange={(event) => setRole(event.target.value)} />
        </label>
        {!member.isOwner && (
          <>
            <Bits legend={strings.organizationPermissions} flags={OrganizationPermission} labels={props.organizationLabels} value={organization}
              grantable={props.own.organization} onChange={setOrganization} name={`org-${member.userId}`} />
            <Bits legend={strings.projectPermissions} flags={ProjectPermission} labels={props.projectLabels} value={project}
              grantable={props.own.project} onChange={setProject} name={`project-${member.userId}`} />
          </>
        )}
        <div className="actions"><button type="submit" className="button button-primary" disabled={busy}>{strings.save}</button></div>
      </form>
    </details>
  );
}

export default function OrganizationMembers(props: Props) {
  const { organizationId, viewerId, members, own, isOwner, strings } = props;
  const canInvite = (own.organization & OrganizationPermission.MANAGE_INVITES) !== 0;
  const canEdit = (own.organization & OrganizationPermission.EDIT_MEMBER) !== 0;
  const canRemove = (own.organization & OrganizationPermission.REMOVE_MEMBER) !== 0;
  const [username, setUsername] = useState('');
  const [role, setRole] = useState('Member');
  const [organization, setOrganization] = useState(0);
  const [project, setProject] = useState(0);
  const { busy, setBusy, run } = useAction(strings.errorTitle);
  const [refusal, setRefusal] = useState<string | null>(null);

  /** An invitation reloads the page to list it; each refusal is said once, beside the form. */
  async function invite(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    setBusy(true);
    const { outcome, username: name } = await inviteByName(username.trim(), members, (userId) => inviteOrganizationMember(organizationId, {
      user_id: userId, role: role.trim() || 'Member', organization_permissions: organization, permissions: project,
    }, true));
    if (outcome === 'invited') {
      window.location.reload();
      return;
    }
    setBusy(false);
    setRefusal(strings[outcome].replace('{{name}}', name));
  }

  return (
    <>
      {canInvite && (
        <section className="card panel" aria-labelledby="invite-heading">
          <h2 id="invite-heading">{strings.inviteTitle}</h2>
          <form className="form" onSubmit={invite}>
            <div className="inline">
              <label>{strings.username}
                <input type="text" value={username} required autoComplete="off" aria-invalid={refusal ? true : undefined}
                  aria-describedby={refusal ? 'organization-invite-refusal' : undefined} onChange={(event) => setUsername(event.target.value)} />
              </label>
              <label>{strings.role}
                <input type="text" value={role} maxLength={MEMBER_ROLE_MAX} onChange={(event) => setRole(event.target.value)} />
              </label>
            </div>
            <Bits legend={strings.organizationPermissions} flags={OrganizationPermission} labels={props.organizationLabels} value={organization}
              grantable={own.organization & ALL_ORGANIZATION_PERMISSIONS} onChange={setOrganization} name="invite-org" />
            <Bits legend={strings.projectPermissions} flags={ProjectPermission} labels={props.projectLabels} value={project}
              grantable={own.project} onChange={setProject} name="invite-project" />
            {refusal && <p id="organization-invite-refusal" className="field-error" role="status">{refusal}</p>}
            <div className="actions"><button type="submit" className="button button-primary" disabled={busy}>{strings.invite}</button></div>
          </form>
        </section>
      )}
      <section className="card panel" aria-labelledby="members-heading">
        <h2 id="members-heading">{strings.membersTitle}</h2>
        <ul className="rows" role="list">
          {members.map((member) => (
            <li key={member.userId} data-member={member.username}>
              <div className="who">
                {member.avatarUrl ? <img src={member.avatarUrl} alt="" width={36} height={36} /> : <span className="initial" aria-hidden="true">{member.username.slice(0, 1).toUpperCase()}</span>}
                <div>
                  <p>
                    <a href={`/user/${encodeURIComponent(member.username)}`}><strong>{member.username}</strong></a>
                    {member.isOwner && <span className="tag">{strings.owner}</span>}
                    {!member.accepted && <span className="tag">{strings.pending}</span>}
                  </p>
                  <p className="muted">{member.role}</p>
                </div>
              </div>
              <div className="row-actions">
                {isOwner && member.accepted && !member.isOwner && (
                  <button type="button" className="button" disabled={busy}
                    onClick={() => window.confirm(strings.transferConfirm.replace('{{name}}', member.username)) && run(() => transferOrganization(organizationId, member.userId))}>
                    {strings.transfer}
                  </button>
                )}
                {!member.isOwner && (member.userId === viewerId || (member.accepted ? canRemove : canInvite)) && (
                  <button type="button" className="button" disabled={busy}
                    onClick={() => window.confirm(strings.removeConfirm.replace('{{name}}', member.username)) && run(() => removeOrganizationMember(organizationId, member.userId))}>
                    {member.userId === viewerId ? strings.leave : member.accepted ? strings.remove : strings.cancelInvite}
                  </button>
                )}
              </div>
              {canEdit && <div style={{ flexBasis: '100%' }}><MemberEditor member={member} props={props} busy={busy} run={run} /></div>}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
