// Answers every anonymous caller gets alike (a public project, a version, a search page, a tag list, the home page),
// kept whole in this process so the Node server can send them again without running the app, and forgotten when what
// they show changes: the catalogue's writers and the search outbox's drain name the projects that changed.
import type { MiddlewareHandler } from 'hono';
import { CONDITIONAL_HEADERS } from '#contracts/conditional-headers.ts';
import { negotiateEncoding } from './compression.ts';
import { isSoleProcess, onProjectsChanged } from './project-changes.ts';

/** What an answer shows, so it can be forgotten when that changes; an empty one (reference data) never changes. */
export interface AnswerDependency {
  /** Forgotten when any of these projects changes. */
  projects?: readonly string[];
  /** Forgotten whenever the search index moves. */
  search?: boolean;
  /** Kept at most this long even when nothing it names changes (a page shows more than the outbox tracks). */
  maxAgeMs?: number;
  /** Run for each request answered from memory: what rendering the answer would have done besides (counting a view). */
  onServe?: (request: Request) => void;
}

export interface SharedAnswer {
  status: number;
  /** Header pairs as sent, without the per-request ones (request id, rate limit state, date). */
  headers: [string, string][];
  body: Uint8Array;
  /** Milliseconds since the epoch; absent when only a change forgets it. */
  expiresAt?: number;
  onServe?: (request: Request) => void;
}

/** The same URL in another encoding or for another language is another answer. */
export const answerKey = (pathAndQuery: string, acceptEncoding: string | undefined, acceptLanguage: string | undefined): string =>
  `${negotiateEncoding(acceptEncoding) ?? 'identity'} ${acceptLanguage ?? ''} ${pathAndQuery}`;

/** Set by a route on the request it answers; read back by whoever holds the same Request object. */
const dependencies = new WeakMap<Request, AnswerDependency>();

/**
 * Marks an answer as the same for every anonymous caller of its URL. Only an anonymous viewer's answer qualifies:
 * a member may see drafts and hidden versions that nobody else may.
 */
export function shareAnswer(request: Request, viewer: unknown, dependency: AnswerDependency): void {
  if (viewer === null) dependencies.set(request, dependency);
}

export const answerDependency = (request: Request): AnswerDependency | undefined => dependencies.get(request);

export interface SharedAnswerStore {
  /** The answer unless it expired by `now`. */
  get(key: string, now?: number): SharedAnswer | undefined;
  put(key: string, dependency: AnswerDependency, answer: SharedAnswer): void;
  forgetProjects(projectIds: readonly string[]): void;
  forgetSearches(): void;
  readonly size: number;
}

/** Bounds: a few thousand hot answers cover a catalogue's head; the oldest go first past either bound. */
const SHARED_ANSWER_LIMITS = { entries: 4096, bytes: 64 * 1024 * 1024 };

export function createSharedAnswerStore(limits = SHARED_ANSWER_LIMITS): SharedAnswerStore {
  const answers = new Map<string, { answer: SharedAnswer; dependency: AnswerDependency }>();
  const keysOfProject = new Map<string, Set<string>>();
  const searchKeys = new Set<string>();
  let bytes = 0;

  function remove(key: string) {
    const entry = answers.get(key);
    if (!entry) return;
    answers.delete(key);
    bytes -= entry.answer.body.byteLength;
    searchKeys.delete(key);
    for (const id of entry.dependency.projects ?? []) keysOfProject.get(id)?.delete(key);
  }

  return {
    get(key, now = Date.now()) {
      const answer = answers.get(key)?.answer;
      if (answer?.expiresAt !== undefined && answer.expiresAt <= now) {
        remove(key);
        return undefined;
      }
      return answer;
    },
    put(key, dependency, answer) {
      remove(key);
      if (answer.body.byteLength > limits.bytes) return;
      answers.set(key, { answer, dependency });
      bytes += answer.body.byteLength;
      if (dependency.search) searchKeys.add(key);
      for (const id of dependency.projects ?? []) {
        let keys = keysOfProject.get(id);
        if (!keys) keysOfProject.set(id, (keys = new Set()));
        keys.add(key);
      }
      for (const oldest of answers.keys()) {
        if (answers.size <= limits.entries && bytes <= limits.bytes) break;
        remove(oldest);
      }
    },
    forgetProjects(projectIds) {
      for (const id of projectIds) {
        for (const key of keysOfProject.get(id) ?? []) remove(key);
        keysOfProject.delete(id);
      }
    },
    forgetSearches() {
      for (const key of [...searchKeys]) remove(key);
    },
    get size() {
      return answers.size;
    },
  };
}

/** This process's store: the catalogue's changes forget from it, the Node server reads and fills it. */
export const sharedAnswers = createSharedAnswerStore();
onProjectsChanged((projectIds) => sharedAnswers.forgetProjects(projectIds));

/** Credentials, conditions and ranges make an answer the caller's own. */
export function anonymousGet(method: string, header: (name: string) => string | undefined): boolean {
  return method === 'GET' && header('authorization') === undefined && header('cookie') === undefined
    && CONDITIONAL_HEADERS.every((name) => header(name) === undefined);
}

/** Headers that belong to one request, never to a kept answer. */
const PER_REQUEST = new Set(['x-request-id', 'date', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'retry-after']);

/**
 * Outermost middleware: keeps the final bytes (compressed, with every header) of an anonymous answer its route or
 * page marked as shared, where the Node server sends kept answers (the one process that hears every change).
 */
export const keepSharedAnswers = (store: SharedAnswerStore = sharedAnswers): MiddlewareHandler => async (c, next) => {
  await next();
  if (!isSoleProcess()) return;
  const dependency = answerDependency(c.req.raw);
  const header = (name: string) => c.req.header(name);
  if (!dependency || !anonymousGet(c.req.method, header) || c.res.status !== 200 || c.res.headers.has('set-cookie')) return;
  const body = new Uint8Array(await c.res.arrayBuffer());
  const headers = [...c.res.headers].filter(([name]) => !PER_REQUEST.has(name) && !name.startsWith('x-ratelimit-'));
  const url = new URL(c.req.url);
  const expiresAt = dependency.maxAgeMs === undefined ? undefined : Date.now() + dependency.maxAgeMs;
  store.put(answerKey(url.pathname + url.search, header('accept-encoding'), header('accept-language')), dependency, {
    status: 200, headers, body, expiresAt, onServe: dependency.onServe,
  });
  c.res = new Response(body, c.res);
};
