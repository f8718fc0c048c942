// Answers every anonymous caller gets alike (a public project, a version, a search page, a tag list), kept whole in
// this process so the Node server can send them again without running the app, and forgotten when what they show
// changes: the catalogue's writers and the search outbox's drain name the projects that changed.

/** What an answer shows: some projects' records, the search index as a whole, or reference data fixed at start. */
export type AnswerDependency = { projects: readonly string[] } | { search: true } | { fixed: true };

export interface SharedAnswer {
  status: number;
  /** Header pairs as sent, without the per-request ones (request id, rate limit state, date). */
  headers: [string, string][];
  body: Uint8Array;
}

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
  get(key: string): SharedAnswer | undefined;
  put(key: string, dependency: AnswerDependency, answer: SharedAnswer): void;
  forgetProjects(projectIds: readonly string[]): void;
  forgetSearches(): void;
  readonly size: number;
}

/** Bounds: a few thousand hot answers cover a catalogue's head; the oldest go first past either bound. */
export const SHARED_ANSWER_LIMITS = { entries: 4096, bytes: 64 * 1024 * 1024 };

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
    if ('projects' in entry.dependency) {
      for (const id of entry.dependency.projects) keysOfProject.get(id)?.delete(key);
    }
  }

  return {
    get: (key) => answers.get(key)?.answer,
    put(key, dependency, answer) {
      remove(key);
      if (answer.body.byteLength > limits.bytes) return;
      answers.set(key, { answer, dependency });
      bytes += answer.body.byteLength;
      if ('search' in dependency) searchKeys.add(key);
      if ('projects' in dependency) {
        for (const id of dependency.projects) {
          let keys = keysOfProject.get(id);
          if (!keys) keysOfProject.set(id, (keys = new Set()));
          keys.add(key);
        }
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

/** This process's store: the catalogue's writers forget into it, the Node server reads and fills it. */
export const sharedAnswers = createSharedAnswerStore();
