// A notification's actions (accept or decline an invitation): run the action's API route, mark it read, then say what
// happened in place of the buttons, with the way to what was joined, and lower the header's unread count.
import { useEffect, useRef, useState } from 'react';
import { configureApi } from '#site/lib/api.ts';
import { markNotificationRead, runNotificationAction } from '#site/lib/api-social.ts';
import { NOTIFICATION_READ } from '../shared/notification-read.ts';

interface Action {
  label: string;
  route: [string, string];
  primary: boolean;
  done: string;
}

interface Props {
  id: string;
  actions: Action[];
  /** Where an accepted invitation leads. */
  open: { href: string; label: string } | null;
  strings: { errorTitle: string };
}

export default function NotificationActions({ id, actions, open, strings }: Props) {
  useEffect(() => configureApi({ errorTitle: strings.errorTitle }), [strings.errorTitle]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Action | null>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  // The button pressed is gone: focus moves to what replaced it, which is read out.
  useEffect(() => {
    if (done) outcome.current?.focus();
  }, [done]);

  async function run(action: Action) {
    setBusy(true);
    try {
      await runNotificationAction(action.route);
      await markNotificationRead(id);
      document.dispatchEvent(new Event(NOTIFICATION_READ));
      setDone(action);
    } catch {
      setBusy(false);
    }
  }
  if (done) {
    return (
      <p ref={outcome} className="notification-outcome" role="status" tabIndex={-1}>
        {done.done}
        {done.primary && open && <> <a href={open.href}>{open.label}</a></>}
      </p>
    );
  }
  return (
    <div className="notification-actions">
      {actions.map((action) => (
        <button key={action.label} type="button" className={action.primary ? 'button button-primary' : 'button'} disabled={busy} onClick={() => run(action)}>
          {action.label}
        </button>
      ))}
    </div>
  );
}
