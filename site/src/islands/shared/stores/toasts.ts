// Notification toasts shared by every island: identical ones merge (count and restarted timer) instead of stacking.
import { atom } from 'nanostores';

export const TOAST_TIMEOUT_MS = 30_000;

export type ToastType = 'error' | 'warning' | 'success' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  title: string;
  text?: string;
  errorCode?: string;
  count: number;
  /** Changes whenever the toast's timer must start again (a merge). */
  timer: number;
}

export const toasts = atom<Toast[]>([]);
let nextId = 1;

export function addToast(toast: { type?: ToastType; title: string; text?: string; errorCode?: string }): void {
  const type = toast.type ?? 'info';
  const current = toasts.get();
  const same = current.find((entry) => entry.type === type && entry.title === toast.title && entry.text === toast.text);
  if (same) {
    toasts.set(current.map((entry) => (entry === same ? { ...entry, count: entry.count + 1, timer: entry.timer + 1 } : entry)));
    return;
  }
  toasts.set([...current, { id: nextId++, type, title: toast.title, text: toast.text, errorCode: toast.errorCode, count: 1, timer: 0 }]);
}

export function dismissToast(id: number): void {
  toasts.set(toasts.get().filter((entry) => entry.id !== id));
}

/** What the copy button puts on the clipboard: title, text and error code on separate lines. */
export const toastClipboardText = (toast: Toast) => [toast.title, toast.text, toast.errorCode].filter(Boolean).join('\n');
