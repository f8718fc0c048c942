// Copies a text (or a link's absolute URL) to the clipboard and confirms for 2 seconds (spec §9); as a link, it still
// leads somewhere useful before hydration or without a clipboard.
import { useEffect, useState, type MouseEvent } from 'react';

interface Props {
  label: string;
  copiedLabel: string;
  /** What to copy; a link copies its own absolute URL when this is left out. */
  text?: string;
  href?: string;
  className?: string;
}

const CONFIRMATION_MS = 2000;

export default function CopyButton({ label, copiedLabel, text, href, className }: Props) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy(event: MouseEvent) {
    if (!navigator.clipboard) return;
    event.preventDefault();
    await navigator.clipboard.writeText(text ?? new URL(href ?? '', window.location.href).href);
    setCopied(true);
  }

  const content = (
    <>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {copied ? <path d="M20 6 9 17l-5-5" /> : <><rect x="8" y="8" width="14" height="14" rx="2" /><path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2" /></>}
      </svg>
      <span>{copied ? copiedLabel : label}</span>
    </>
  );
  return href
    ? <a className={className} href={href} onClick={copy} aria-live="polite">{content}</a>
    : <button className={className} type="button" onClick={copy} aria-live="polite">{content}</button>;
}
