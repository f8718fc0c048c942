// Notification toasts: auto-dismiss after 30 s, paused while hovered, "x N" for merged repeats, copy to clipboard.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import {
  COPY_CONFIRMATION_MS, TOAST_TIMEOUT_MS, dismissToast, toastClipboardText, toasts, type Toast,
} from '../shared/stores/toasts.ts';

export interface ToastStrings {
  dismiss: string;
  copy: string;
  copied: string;
  region: string;
}

function ToastItem({ toast, strings }: { toast: Toast; strings: ToastStrings }) {
  const [paused, setPaused] = useState(false);
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (paused) return;
    timer.current = window.setTimeout(() => dismissToast(toast.id), TOAST_TIMEOUT_MS);
    return () => clearTimeout(timer.current);
  }, [paused, toast.id, toast.timer]);

  const copy = async () => {
    await navigator.clipboard.writeText(toastClipboardText(toast));
    setCopied(true);
    window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  };

  return (
    <li
      className={`toast toast-${toast.type}`}
      role={toast.type === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="toast-body">
        <strong>{toast.title}</strong>
        {toast.count > 1 && <span className="toast-count">x{toast.count}</span>}
        {toast.text && <p>{toast.text}</p>}
        {toast.errorCode && <code>{toast.errorCode}</code>}
      </div>
      <div className="toast-actions">
        <button type="button" className="icon-button" onClick={copy} aria-label={copied ? strings.copied : strings.copy} title={copied ? strings.copied : strings.copy}>
          {copied ? '✓' : '⧉'}
        </button>
        <button type="button" className="icon-button" onClick={() => dismissToast(toast.id)} aria-label={strings.dismiss} title={strings.dismiss}>
          ×
        </button>
      </div>
    </li>
  );
}

export default function Toasts({ strings }: { strings: ToastStrings }) {
  const list = useStore(toasts);
  return (
    <ol className="toasts" aria-label={strings.region} aria-live="polite">
      {list.map((toast) => <ToastItem key={toast.id} toast={toast} strings={strings} />)}
    </ol>
  );
}
