// Notices the visitor leaving for another page of this site (a followed link, a submitted form, back or forward), so
// the loading bar can run while the next document loads. The Navigation API reports only what happens in this
// window: links opened in a new tab never arrive, and clicks a script handled never navigate.

interface Destination {
  url: string;
  sameDocument: boolean;
}

/** True when a navigation replaces this page with another document of the same site: no download, no in-page jump. */
export const leavesPage = ({ url, sameDocument }: Destination, download: string | null, here: { origin: string }) =>
  !sameDocument && download === null && new URL(url).origin === here.origin;

export function onPageLeave(leave: () => void): void {
  window.navigation?.addEventListener('navigate', (event) => {
    if (leavesPage(event.destination, event.downloadRequest, location)) leave();
  });
}
