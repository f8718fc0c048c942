// What an image must be before it is uploaded: a format the API takes in `ext` (api-compat §icons-and-gallery) and no more bytes than
// the limit of where it goes; the API checks both again from the bytes.
import { IMAGE_EXTENSIONS } from '#contracts/project-write.ts';

type ImageFile = Pick<File, 'name' | 'type' | 'size'>;

/** The `ext` an upload names: the file name's extension, else the subtype of an image MIME type. */
export function imageExtension(file: Pick<ImageFile, 'name' | 'type'>): string {
  const fromName = /\.([a-z0-9]+)$/i.exec(file.name)?.[1] ?? /^image\/([a-z0-9]+)$/i.exec(file.type)?.[1] ?? '';
  return fromName.toLowerCase();
}

/** The accept attribute of image pickers. */
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export type ImageProblem = 'wrongType' | 'tooLarge';

export function imageProblem(file: ImageFile, maxBytes: number): ImageProblem | null {
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(imageExtension(file))) return 'wrongType';
  return file.size > maxBytes ? 'tooLarge' : null;
}
