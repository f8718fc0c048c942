// The write cycle of the dashboard and collection islands: one busy flag while a call runs, then the caller's next
// step (by default a reload); a failed call frees the form again, its error already shown as a toast by callApi, and
// says whether it was refused because someone else saved first (for the editor's conflict notice).
import { useEffect, useState } from 'react';
import { configureApi, isConflict } from '#site/lib/api.ts';

const reload = () => window.location.reload();

export function useAction(errorTitle: string) {
  useEffect(() => configureApi({ errorTitle }), [errorTitle]);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState(false);

  async function run<T>(work: () => Promise<T>, after: (result: T) => void = reload) {
    setBusy(true);
    setConflict(false);
    try {
      after(await work());
    } catch (error) {
      setConflict(isConflict(error));
      setBusy(false);
    }
  }

  return { busy, setBusy, conflict, run };
}
