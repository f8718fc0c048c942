// Multipart bodies of the upload routes: the JSON `data` part first (api-compat §request-formats), then file parts.
import { ApiError } from '#contracts/errors.ts';

export interface UploadedPart {
  /** The form field name, which `data` refers to (file_parts, gallery items, icon). */
  name: string;
  filename: string;
  bytes: Uint8Array;
}

export interface MultipartBody {
  data: unknown;
  files: UploadedPart[];
}

export interface MultipartOptions {
  /** Whether the `data` part may be left out (adding files to a version). */
  dataOptional?: boolean;
  maxFileBytes: number;
  maxFiles: number;
}

const invalid = (description: string) => new ApiError('invalid_input', description);

export async function readMultipart(request: Request, { dataOptional = false, maxFileBytes, maxFiles }: MultipartOptions): Promise<MultipartBody> {
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
    throw invalid('Expected a multipart/form-data body');
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw invalid('The multipart body could not be read');
  }
  const entries = [...form.entries()];
  let data: unknown = undefined;
  const first = entries[0];
  if (first?.[0] === 'data') {
    const text = typeof first[1] === 'string' ? first[1] : await first[1].text();
    try {
      data = JSON.parse(text);
    } catch {
      throw invalid('The `data` part is not valid JSON');
    }
    entries.shift();
  } else if (entries.some(([name]) => name === 'data')) {
    throw invalid('`data` field must come before file fields');
  } else if (!dataOptional) {
    throw invalid('`data` field is required');
  }
  if (entries.length > maxFiles) throw invalid(`Too many files: at most ${maxFiles} per request`);
  const files: UploadedPart[] = [];
  const names = new Set<string>();
  for (const [name, value] of entries) {
    if (typeof value === 'string') throw invalid(`Part \`${name}\` must be a file`);
    if (names.has(name)) throw invalid(`Part \`${name}\` appears more than once`);
    if (value.size > maxFileBytes) throw invalid(`File too large: \`${value.name}\` is over the limit`);
    names.add(name);
    files.push({ name, filename: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  return { data, files };
}
