// Stripe mode's authentication step: Stripe.js shows the bank's check for the payment, then the plain form tells
// Kiln to read what the bank decided.
import { useEffect, useRef, useState } from 'react';
import { loadStripe } from '@stripe/stripe-js';

interface Props {
  publishableKey: string;
  clientSecret: string;
  action: string;
  strings: { working: string; failed: string; retry: string };
}

export default function StripeAuthenticate({ publishableKey, clientSecret, action, strings }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    (async () => {
      const stripe = await loadStripe(publishableKey);
      if (!stripe) throw new Error(strings.failed);
      await stripe.handleNextAction({ clientSecret });
      form.current?.submit();
    })().catch(() => setFailed(true));
  }, [publishableKey, clientSecret, strings.failed]);

  return (
    <form ref={form} method="post" action={action}>
      <input type="hidden" name="outcome" value="approve" />
      <p role="status">{failed ? strings.failed : strings.working}</p>
      {failed && <button className="button" type="submit">{strings.retry}</button>}
    </form>
  );
}
