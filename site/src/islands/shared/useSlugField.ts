// A name with its URL slug: the slug follows the name until edited, and its availability is checked as it is typed.
import { useEffect, useState } from 'react';
import { slugFromName } from '../create-project/slug.ts';

export type SlugState = 'idle' | 'checking' | 'free' | 'taken' | 'invalid';

/** Waits for a pause in typing before asking the server. */
const CHECK_DELAY_MS = 350;

export interface SlugStrings {
  slugChecking: string;
  slugFree: string;
  slugTaken: string;
  slugInvalid: string;
}

interface SlugRules {
  valid: (slug: string) => boolean;
  isTaken: (slug: string, signal: AbortSignal) => Promise<boolean>;
  /** The words of each state but idle. */
  strings: SlugStrings;
  /** The slug the record already has, when editing one: it is its own, so nothing is asked or said about it. */
  current?: string;
}

export function useSlugField({ valid, isTaken, strings, current }: SlugRules) {
  const [name, setName] = useState('');
  const [slug, setSlug] = useState(current ?? '');
  const [slugEdited, setSlugEdited] = useState(current !== undefined);
  const [slugState, setSlugState] = useState<SlugState>('idle');

  useEffect(() => {
    // Slugs are case-insensitive: a change of case keeps the record's own slug.
    if (!slug || slug.toLowerCase() === current?.toLowerCase()) {
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
