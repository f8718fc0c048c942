// The note on a filter group that a linking context (a server) provides: Unlock to choose freely, Sync to return.
import { fill, type SearchStrings } from './props.ts';
import type { LockStatus } from '../../lib/search-state.ts';

interface Props {
  status: LockStatus;
  group: string;
  unlockHref: string;
  syncHref: string;
  strings: SearchStrings;
}

export default function LockNote({ status, group, unlockHref, syncHref, strings }: Props) {
  if (status === 'none') return null;
  const locked = status === 'locked';
  return (
    <p className={`search-lock${locked ? ' search-lock-on' : ''}`}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <rect x="4" y="11" width="16" height="10" rx="2" />
        <path d={locked ? 'M8 11V7a4 4 0 0 1 8 0v4' : 'M8 11V7a4 4 0 0 1 7.5-2'} />
      </svg>
      <span>{locked ? strings.lock.locked : strings.lock.unlocked}</span>
      {locked
        ? <a className="search-lock-action" href={unlockHref} aria-label={fill(strings.lock.unlockLabel, { group })}>{strings.lock.unlock}</a>
        : <a className="search-lock-action" href={syncHref} aria-label={fill(strings.lock.syncLabel, { group })}>{strings.lock.sync}</a>}
    </p>
  );
}
