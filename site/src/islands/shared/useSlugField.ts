// A name with its URL slug: the slug follows the name until edited, and its availability is checked as it is typed.
import { useEffect, useState } from 'react';
import { slugFromName } from '../create-project/slug.ts';

export type SlugState = 'idle' | 'checking' | 'free' | 'taken' | 'invalid';

/** Waits for a pause in typing before asking the server. */
const CHECK_DELAY_MS = 350;

interface SlugRules {
  valid: (slug: string) => boolean;
  isTaken: (slug: string, signal: AbortSignal) => Promise<boolean>;
  /** The words of each state but idle (slugChecking, slugFree, slugTaken, slugInvalid). */
  strings: Record<string, string | undefined>;
}

export function useSlugField({ valid, isTaken, strings }: SlugRules) {
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [slugState, setSlugState] = useState<SlugState>('idle');

  useEffect(() => {
    if (!slug) {
      setSlugState('idle');
      return;
    }
    if (!valid(slug)) {
      setSlugState('invalid');
      return;
    }
    setSlugState('checking');
    const controller = new AbortController();
    const timer = setTimeout(() => {
      isTaken(slug, controller.signal).then((taken) => setSlugState(taken ? 'taken' : 'free'), () => undefined);
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug]);

  return {
    name,
    slug,
    slugState,
    slugMessage: { idle: '', checking: strings.slugChecking, free: strings.slugFree, taken: strings.slugTaken, invalid: strings.slugInvalid }[slugState],
    /** A slug that is taken or malformed keeps the form from being sent. */
    blocked: slugState === 'taken' || slugState === 'invalid',
    changeName(value: string) {
      setName(value);
      if (!slugEdited) setSlug(slugFromName(value));
    },
    editSlug(value: string) {
      setSlugEdited(true);
      setSlug(value);
    },
  };
}
