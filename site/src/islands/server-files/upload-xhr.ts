// The upload itself: XMLHttpRequest, because fetch reports no upload progress. A refusal carries the API's words.
import { describe, FilesApiError } from './api.ts';
import { UploadCancelled, type Send } from './upload-queue.ts';

/** `unreachable` is what a failure without an answer (offline, connection dropped) says. */
export const sendWith = (urlFor: (target: string) => string, unreachable: string): Send => (file, target, onProgress) => {
  const request = new XMLHttpRequest();
  const done = new Promise<void>((resolve, reject) => {
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onload = () => (request.status >= 200 && request.status < 300 ? resolve() : reject(new FilesApiError(describe(request.responseText, request.statusText))));
    request.onerror = () => reject(new FilesApiError(unreachable));
    request.onabort = () => reject(new UploadCancelled());
  });
  request.open('PUT', urlFor(target));
  request.send(file);
  return { done, abort: () => request.abort() };
};
