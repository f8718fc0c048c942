// The images module's public surface. Uploaded images: type sniffing, storage in the blob store, and serving them under /cdn.
// Other modules and the site import only this file; everything else in the folder is private.
export { imageOperations } from './openapi.ts';
export { imageRoutes } from './routes.ts';
export { IMAGE_TYPES, sniffImage } from './sniff.ts';
export { storeImage, uploadedImageKey } from './store.ts';
export type { StoredImage } from './store.ts';
