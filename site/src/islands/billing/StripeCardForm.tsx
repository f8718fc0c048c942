// Saving a card in Stripe mode: Stripe's Payment Element (Stripe.js from js.stripe.com, loaded only here) confirms a
// SetupIntent, then the plain form posts its id to Kiln, which reads the card back from Stripe.
import { useEffect, useRef, useState } from 'react';
import { loadStripe, type Stripe, type StripeElements } from '@stripe/stripe-js';

interface Props {
  strings: { save: string; loading: string; failed: string; makePrimary: string };
}

type State = { phase: 'loading' } | { phase: 'ready' } | { phase: 'failed'; message: string };

export default function StripeCardForm({ strings }: Props) {
  const mount = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const stripe = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [setupIntent, setSetupIntent] = useState('');

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const response = await fetch('/_internal/billing/payment-methods/setup', { method: 'POST', credentials: 'same-origin' });
      if (!response.ok) throw new Error(strings.failed);
      const { client_secret: clientSecret, publishable_key: publishableKey } = (await response.json()) as { client_secret: string; publishable_key: string };
      const loaded = await loadStripe(publishableKey);
      if (!loaded || cancelled || !mount.current) return;
      const elements = loaded.elements({ clientSecret });
      elements.create('payment').mount(mount.current);
      stripe.current = { stripe: loaded, elements };
      setState({ phase: 'ready' });
    })().catch(() => setState({ phase: 'failed', message: strings.failed }));
    return () => { cancelled = true; };
  }, [strings.failed]);

  useEffect(() => {
    if (setupIntent) form.current?.submit();
  }, [setupIntent]);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!stripe.current) return;
    const result = await stripe.current.stripe.confirmSetup({ elements: stripe.current.elements, redirect: 'if_required' });
    if (result.error) return setState({ phase: 'failed', message: result.error.message ?? strings.failed });
    setSetupIntent(result.setupIntent.id);
  }

  return (
    <form ref={form} method="post" action="/_internal/billing/payment-methods" className="form" onSubmit={setupIntent ? undefined : save}>
      <div ref={mount} />
      {state.phase === 'loading' && <p className="muted" role="status">{strings.loading}</p>}
      {state.phase === 'failed' && <p className="alert alert-error" role="alert">{state.message}</p>}
      <input type="hidden" name="setup_intent" value={setupIntent} />
      <label className="check"><input type="checkbox" name="make_primary" value="on" /> {strings.makePrimary}</label>
      <button className="button button-primary" type="submit" disabled={state.phase !== 'ready'}>{strings.save}</button>
    </form>
  );
}
