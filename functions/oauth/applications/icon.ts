// Application icons: the shared byte-signature check (never a name or header) and the icon size cap.
import { ICON_MAX_BYTES } from '#contracts/limits.ts';
import { IMAGE_TYPES, sniffImage } from '#images';

export type IconType = (typeof IMAGE_TYPES)[keyof typeof IMAGE_TYPES];

export function sniffImageType(bytes: Uint8Array): IconType | null {
  const extension = sniffImage(bytes);
  return extension ? IMAGE_TYPES[extension] : null;
}

export type IconProblem = 'icon_type' | 'icon_size';

export function iconProblem(bytes: Uint8Array): IconProblem | null {
  if (bytes.length > ICON_MAX_BYTES) return 'icon_size';
  return sniffImageType(bytes) ? null : 'icon_type';
}
