// A notification's actions (accept or decline an invitation): run the action's API route, mark it read, show the result.
import { useEffect, useState } from 'react';
import { configureApi } from '#site/lib/api.ts';
import { markNotificationRead, runNotificationAction } from '#site/lib/api-social.ts';

interface Action {
  label: string;
  route: [string, string];
  primary: boolean;
}

interface Props {
  id: string;
  actions: Action[];
  strings: { errorTitle: string };
}

export default function NotificationActions({ id, actions, strings }: Props) {
  useEffect(() => configureApi({ errorTitle: strings.errorTitle }), [strings.errorTitle]);
  const [busy, setBusy] = useState(false);
  async function run(action: Action) {
    setBusy(true);
    try {
      await runNotificationAction(action.route);
      await markNotificationRead(id);
      window.location.reload();
    } catch {
      setBusy(false);
    }
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
