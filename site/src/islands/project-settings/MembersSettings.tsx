// Settings > Members: the team with pending invites, inviting by username, each member's role and permission bits,
// ownership transfer, removing members and leaving the team.
import { useState, type FormEvent } from 'react';
import { ProjectPermission } from '#contracts/permissions.ts';
import { MEMBER_ROLE_MAX } from '#contracts/limits.ts';
import type { TeamMemberV2 } from '#contracts/wire/team.ts';
import {
  editMember, inviteMember, listMembers, removeMember, transferOwnership,
} from '#site/lib/api-projects.ts';
import type { Messages } from '#site/lib/messages.ts';
import { inviteByName, type InviteOutcome } from '../shared/invite.ts';
import { fill, useApiStrings } from './shared.tsx';

const PERMISSIONS = Object.entries(ProjectPermission) as [keyof typeof ProjectPermission, number][];
const has = (bits: number, bit: number) => (bits & bit) === bit;

interface Props {
  teamId: string;
  viewerId: string;
  /** The viewer's own project bits: what they may do here and the most they may grant. */
  permissions: number;
  members: TeamMemberV2[];
  strings: Messages<'projectSettings.members'>;
  permissionLabels: Messages<'projectSettings.permissionLabels'>;
  errorTitle: string;
}

function MemberRow({ member, props, refresh }: { member: TeamMemberV2; props: Props; refresh: () => Promise<void> }) {
  const { strings, permissionLabels } = props;
  const [role, setRole] = useState(member.role);
  const [bits, setBits] = useState(member.permissions ?? 0);
  const [saved, setSaved] = useState(false);
  const isOwner = member.role === 'Owner';
  const isSelf = member.user.id === props.viewerId;
  const viewerIsOwner = props.members.some((entry) => entry.user.id === props.viewerId && entry.role === 'Owner');
  const mayEdit = !isOwner && has(props.permissions, ProjectPermission.EDIT_MEMBER);
  const mayRemove = !isOwner && !isSelf && has(props.permissions, ProjectPermission.REMOVE_MEMBER);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    await editMember(member.team_id, member.user.id, { role: role.trim(), permissions: bits });
    setSaved(true);
  }

  async function act(action: () => Promise<unknown>, question?: string) {
    if (question && !window.confirm(question)) return;
    await action();
    await refresh();
  }

  return (
    <li className="member">
      <div className="member-head">
        {member.user.avatar_url
          ? <img src={member.user.avatar_url} alt="" width={40} height={40} />
          : <span className="avatar" aria-hidden="true">{member.user.username.slice(0, 1).toUpperCase()}</span>}
        <div>
          <a href={`/user/${encodeURIComponent(member.user.username)}`}><strong>{member.user.username}</strong></a>
          <p className="muted">{member.role}{!member.accepted && <span className="badge">{strings.pending}</span>}</p>
        </div>
        <div className="member-actions">
          {viewerIsOwner && !isOwner && member.accepted && (
            <button type="button" className="button" onClick={() => act(() => transferOwnership(member.team_id, member.user.id), fill(strings.transferConfirm, { name: member.user.username }))}>
              {strings.transfer}
            </button>
          )}
          {mayRemove && (
            <button type="button" className="button" onClick={() => act(() => removeMember(member.team_id, member.user.id), fill(strings.removeConfirm, { name: member.user.username }))}>
              {member.accepted ? strings.remove : strings.cancelInvite}
            </button>
          )}
          {isSelf && !isOwner && (
            <button type="button" className="button" onClick={async () => {
              if (!window.confirm(strings.leaveConfirm)) return;
              await removeMember(member.team_id, member.user.id);
              window.location.assign('/dashboard/projects');
            }}>{strings.leave}</button>
          )}
        </div>
      </div>
      {mayEdit && (
        <details className="member-edit">
          <summary>{fill(strings.editMember, { name: member.user.username })}</summary>
          <form className="form" onSubmit={save}>
            <label>{strings.role}
              <input type="text" value={role} required maxLength={MEMBER_ROLE_MAX} onChange={(event) => setRole(event.target.value)} />
            </label>
            <fieldset className="permissions">
              <legend>{strings.permissions}</legend>
              {PERMISSIONS.map(([name, bit]) => (
                <label key={name} className="scope">
                  <input type="checkbox" checked={has(bits, bit)} disabled={!has(props.permissions, bit)}
                    onChange={(event) => setBits(event.target.checked ? bits | bit : bits & ~bit)} />
                  <span>{permissionLabels[name]}</span>
                </label>
              ))}
            </fieldset>
            <div className="actions">
              <button type="submit" className="button button-primary">{strings.saveMember}</button>
              {saved && <span role="status" className="ok">{strings.memberSaved}</span>}
            </div>
          </form>
        </details>
      )}
    </li>
  );
}

export default function MembersSettings(props: Props) {
  const { strings } = props;
  useApiStrings(props.errorTitle);
  const [members, setMembers] = useState(props.members);
  const [username, setUsername] = useState('');
  const [notice, setNotice] = useState<{ outcome: InviteOutcome; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const mayInvite = has(props.permissions, ProjectPermission.MANAGE_INVITES);

  const refresh = async () => setMembers(await listMembers(props.teamId));

  async function invite(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    setBusy(true);
    const known = members.map((member) => ({ userId: member.user.id, accepted: member.accepted }));
    const { outcome, username: name } = await inviteByName(username.trim(), known,
      (userId) => inviteMember(props.teamId, { user_id: userId, role: 'Member', permissions: 0 }, true));
    setBusy(false);
    setNotice({ outcome, text: fill(strings[outcome], { name }) });
    if (outcome !== 'invited') return;
    setUsername('');
    await refresh().catch(() => undefined);
  }

  return (
    <div className="editor">
      {mayInvite && (
        <form className="form invite" onSubmit={invite}>
          <label>{strings.inviteLabel}
            <span className="inline">
              <input type="text" value={username} required autoComplete="off" aria-invalid={notice && notice.outcome !== 'invited' ? true : undefined}
                aria-describedby={notice ? 'invite-notice' : undefined} onChange={(event) => setUsername(event.target.value)} />
              <button type="submit" className="button button-primary" disabled={busy}>{strings.invite}</button>
            </span>
          </label>
          {notice && <p id="invite-notice" className={notice.outcome === 'invited' ? 'alert' : 'field-error'} role="status">{notice.text}</p>}
          <p className="muted hint">{strings.inviteHint}</p>
        </form>
      )}
      <ul className="members" role="list">
        {members.map((member) => <MemberRow key={`${member.user.id}:${member.role}:${member.accepted}`} member={member} props={{ ...props, members }} refresh={refresh} />)}
      </ul>
    </div>
  );
}
