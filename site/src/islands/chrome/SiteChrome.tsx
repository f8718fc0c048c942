// The page-wide island of interactive pages: loading bar, toasts, and the developer-mode logo clicks.
import { useEffect } from 'react';
import { countLogoClick } from '../shared/stores/developer-mode.ts';
import { addToast } from '../shared/stores/toasts.ts';
import LoadingBar from './LoadingBar.tsx';
import Toasts, { type ToastStrings } from './Toasts.tsx';

export interface ChromeStrings extends ToastStrings {
  developerModeOn: string;
  developerModeOff: string;
}

export default function SiteChrome({ strings }: { strings: ChromeStrings }) {
  useEffect(() => {
    const logo = document.querySelector<HTMLAnchorElement>('a.logo');
    if (!logo) return;
    const onClick = (event: MouseEvent) => {
      const onHome = location.pathname === '/';
      if (onHome) event.preventDefault();
      const toggled = countLogoClick();
      if (toggled !== null) addToast({ type: 'success', title: toggled ? strings.developerModeOn : strings.developerModeOff });
    };
    logo.addEventListener('click', onClick);
    return () => logo.removeEventListener('click', onClick);
  }, [strings]);

  useEffect(() => {
    // Restores the top of the page after a navigation the browser replays from its cache (spec: scroll to top).
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted && !location.hash) window.scrollTo(0, 0);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  return (
    <>
      <LoadingBar />
      <Toasts strings={strings} />
    </>
  );
}
