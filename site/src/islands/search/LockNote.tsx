// The note on a filter group that a linking context (a server) provides: Unlock to choose freely, Sync to return.
import { fill, type SearchStrings } from './props.ts';
import type { LockStatus } from '#site/lib/search-state.ts';

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
      <span className={`search-icon search-icon-${locked ? 'locked' : 'unlocked'}`} aria-hidden="true" />
      <span>{locked ? strings.lock.locked : strings.lock.unlocked}</span>
      {locked
        ? <a className="search-lock-action" href={unlockHref} aria-label={fill(strings.lock.unlockLabel, { group })}>{strings.lock.unlock}</a>
        : <a className="search-lock-action" href={syncHref} aria-label={fill(strings.lock.syncLabel, { group })}>{strings.lock.sync}</a>}
    </p>
  );
}
