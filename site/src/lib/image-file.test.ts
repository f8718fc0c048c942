import { describe, expect, it } from 'vitest';
import { ICON_MAX_BYTES as PROJECT_ICON_MAX_BYTES } from '#contracts/limits.ts';
import { GALLERY_IMAGE_MAX_BYTES } from '#contracts/project-write.ts';
import { IMAGE_ACCEPT, imageExtension, imageProblem } from './image-file.ts';

const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('image files before upload', () => {
  it('names the extension of the file, or of its MIME type when the name has none', () => {
    expect(imageExtension(file('Dusk.JPEG', 1))).toBe('jpeg');
    expect(imageExtension(file('pasted', 1, 'image/webp'))).toBe('webp');
    expect(imageExtension(file('notes', 1, 'text/plain'))).toBe('');
  });

  it('refuses formats the API does not take, then files over the limit', () => {
    expect(imageProblem(file('notes.txt', 10, 'text/plain'), PROJECT_ICON_MAX_BYTES)).toBe('wrongType');
    expect(imageProblem(file('vector.svg', 10, 'image/svg+xml'), PROJECT_ICON_MAX_BYTES)).toBe('wrongType');
    expect(imageProblem(file('huge.txt', GALLERY_IMAGE_MAX_BYTES + 1), GALLERY_IMAGE_MAX_BYTES)).toBe('wrongType');
    expect(imageProblem(file('icon.png', PROJECT_ICON_MAX_BYTES + 1, 'image/png'), PROJECT_ICON_MAX_BYTES)).toBe('tooLarge');
    expect(imageProblem(file('icon.png', PROJECT_ICON_MAX_BYTES, 'image/png'), PROJECT_ICON_MAX_BYTES)).toBeNull();
    expect(imageProblem(file('shot.bmp', GALLERY_IMAGE_MAX_BYTES, 'image/bmp'), GALLERY_IMAGE_MAX_BYTES)).toBeNull();
  });

  it('offers the same formats in the file picker', () => {
    expect(IMAGE_ACCEPT).toBe('.png,.jpg,.jpeg,.bmp,.gif,.webp');
  });
});
