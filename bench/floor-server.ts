// The speed floor's server, run as its own process like Kiln: a bare node:http server that answers each recorded path
// with the bytes Kiln answered it with (status and content type included), and nothing else.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

interface Recorded {
  status: number;
  contentType: string;
  body: string;
}

const [file, port] = process.argv.slice(2);
const recorded = JSON.parse(readFileSync(file!, 'utf8')) as Record<string, Recorded>;
const answers = new Map(Object.entries(recorded).map(([path, entry]) => [path, { ...entry, bytes: Buffer.from(entry.body, 'base64') }]));

createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) return response.writeHead(404).end();
  response.writeHead(answer.status, { 'content-type': answer.contentType, 'content-length': answer.bytes.length }).end(answer.bytes);
}).listen(Number(port), '127.0.0.1', () => console.log('ready'));
