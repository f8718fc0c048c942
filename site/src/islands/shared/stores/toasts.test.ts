// Toast store: merging identical toasts and the clipboard text.
import { beforeEach, describe, expect, it } from 'vitest';
import { addToast, dismissToast, toastClipboardText, toasts } from './toasts.ts';

beforeEach(() => toasts.set([]));

describe('toasts', () => {
  it('merges identical toasts, raising the count and restarting the timer', () => {
    addToast({ type: 'error', title: 'An error occurred', text: 'Network' });
    addToast({ type: 'error', title: 'An error occurred', text: 'Network' });
    addToast({ type: 'warning', title: 'An error occurred', text: 'Network' });
    const [first, second] = toasts.get();
    expect(toasts.get()).toHaveLength(2);
    expect(first).toMatchObject({ count: 2, timer: 1 });
    expect(second).toMatchObject({ count: 1, type: 'warning' });
    dismissToast(first!.id);
    expect(toasts.get()).toHaveLength(1);
  });

  it('copies title, text and error code on separate lines', () => {
    addToast({ title: 'Upload failed', text: 'File too large', errorCode: 'request_error' });
    expect(toastClipboardText(toasts.get()[0]!)).toBe('Upload failed\nFile too large\nrequest_error');
  });
});
