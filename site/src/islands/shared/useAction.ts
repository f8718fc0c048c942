// The write cycle of the dashboard and collection islands: one busy flag while a call runs, then the caller's next
// step (by default a reload); a failed call frees the form again, its error already shown as a toast by callApi.
import { useEffect, useState } from 'react';
import { configureApi } from '../../lib/api.ts';

const reload = () => window.location.reload();

export function useAction(errorTitle: string) {
  useEffect(() => configureApi({ errorTitle }), [errorTitle]);
  const [busy, setBusy] = useState(false);

  async function run<T>(work: () => Promise<T>, after: (result: T) => void = reload) {
    setBusy(true);
    try {
      after(await work());
    } catch {
      setBusy(false);
    }
  }

  return { busy, setBusy, run };
}
