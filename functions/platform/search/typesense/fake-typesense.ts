// A stand-in Typesense server for tests that reach search through a whole deployment (the Workers build): collections,
// aliases, JSONL upsert imports, deletes by id filter and searches, with the documented paths, API key header and
// response shapes. It matches words in title and description only and ignores filters and sorting: ranking is
// Typesense's own, and the adapter's parameters are checked by its contract tests.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

type Document = Record<string, unknown> & { id: string };

const read = async (request: IncomingMessage) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
};

export async function startTypesenseFake(apiKey: string) {
  const collections = new Map<string, Map<string, Document>>();
  const aliases = new Map<string, string>();
  const imported: Document[] = [];
  const collectionOf = (name: string) => collections.get(aliases.get(name) ?? name);

  const server = createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://typesense.test');
    const body = await read(request);
    const send = (status: number, value: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (request.headers['x-typesense-api-key'] !== apiKey) return send(401, { message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.' });
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const [root, name, sub, action] = parts;

    if (root === 'aliases' && name) {
      if (request.method === 'PUT') {
        const { collection_name } = JSON.parse(body) as { collection_name: string };
        aliases.set(name, collection_name);
        return send(200, { name, collection_name });
      }
      const target = aliases.get(name);
      return target ? send(200, { name, collection_name: target }) : send(404, { message: 'Not Found' });
    }
    if (root !== 'collections') return send(404, { message: 'Not Found' });
    if (!name && request.method === 'POST') {
      const schema = JSON.parse(body) as { name: string };
      collections.set(schema.name, new Map());
      return send(201, { ...schema, num_documents: 0, created_at: Math.floor(Date.now() / 1000) });
    }
    const documents = name ? collectionOf(name) : undefined;
    if (!name || !documents) return send(404, { message: `Collection \`${name}\` not found.` });
    if (!sub) {
      if (request.method === 'DELETE') {
        collections.delete(aliases.get(name) ?? name);
        return send(200, { name });
      }
      return send(200, { name, num_documents: documents.size });
    }
    if (sub !== 'documents') return send(404, { message: 'Not Found' });
    if (action === 'import' && request.method === 'POST') {
      const lines = body.split('\n').filter((line) => line.trim() !== '');
      for (const line of lines) {
        const document = JSON.parse(line) as Document;
        documents.set(document.id, document);
        imported.push(document);
      }
      return response.writeHead(200, { 'content-type': 'text/plain' }).end(lines.map(() => '{"success":true}').join('\n'));
    }
    if (!action && request.method === 'DELETE') {
      const ids = /project_id:=\[(.*)\]/.exec(url.searchParams.get('filter_by') ?? '')?.[1]?.split(',').map((id) => id.replaceAll('`', '').trim()) ?? [];
      let deleted = 0;
      for (const id of ids) if (documents.delete(id)) deleted++;
      return send(200, { num_deleted: deleted });
    }
    if (action === 'search' && request.method === 'GET') {
      const words = (url.searchParams.get('q') ?? '*').toLowerCase().split(/\s+/).filter((word) => word !== '' && word !== '*');
      const matches = [...documents.values()].filter((document) => {
        const text = `${String(document.title ?? '')} ${String(document.description ?? '')}`.toLowerCase();
        return words.every((word) => text.includes(word));
      });
      const perPage = Number(url.searchParams.get('per_page') ?? 10);
      const page = Number(url.searchParams.get('page') ?? 1);
      const hits = matches.slice((page - 1) * perPage, page * perPage).map((document) => ({ document, highlights: [], text_match: 0 }));
      return send(200, { found: matches.length, out_of: documents.size, page, hits, facet_counts: [], search_time_ms: 0, request_params: { q: url.searchParams.get('q'), per_page: perPage } });
    }
    return send(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Every document imported so far, in order. */
    imported,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
