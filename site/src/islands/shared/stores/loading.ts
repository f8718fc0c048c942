// The shared loading flag: any island that waits on the network sets it, and the loading bar shows it.
import { atom } from 'nanostores';

export const loading = atom(0);

/** Marks work in progress until the promise settles; overlapping work keeps the bar up until all is done. */
export async function whileLoading<T>(work: Promise<T>): Promise<T> {
  loading.set(loading.get() + 1);
  try {
    return await work;
  } finally {
    loading.set(Math.max(0, loading.get() - 1));
  }
}
