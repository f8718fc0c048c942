// The shared-answer store: what each kind of change forgets, and its bounds.
import { describe, expect, it } from 'vitest';
import { answerDependency, answerKey, createSharedAnswerStore, shareAnswer, type SharedAnswer } from './shared-answers.ts';

const answer = (text: string): SharedAnswer => ({ status: 200, headers: [['content-type', 'application/json']], body: new TextEncoder().encode(text) });

describe('shared answers', () => {
  it('forgets the answers of the projects that changed, and every search answer with any search change', () => {
    const store = createSharedAnswerStore();
    store.put('identity /v2/project/a', { projects: ['A'] }, answer('a'));
    store.put('br /v2/project/a', { projects: ['A'] }, answer('a, compressed'));
    store.put('identity /v2/project/b', { projects: ['B'] }, answer('b'));
    store.put('identity /v2/search', { search: true }, answer('hits'));
    store.put('identity /v2/tag/loader', {}, answer('loaders'));

    store.forgetProjects(['A']);
    expect(store.get('identity /v2/project/a')).toBeUndefined();
    expect(store.get('br /v2/project/a')).toBeUndefined();
    expect(new TextDecoder().decode(store.get('identity /v2/project/b')!.body)).toBe('b');
    expect(store.get('identity /v2/search')).toBeDefined();

    store.forgetSearches();
    expect(store.get('identity /v2/search')).toBeUndefined();
    expect(store.get('identity /v2/tag/loader')).toBeDefined();
    expect(store.size).toBe(2);
  });

  it('a put again replaces the answer and what it depends on', () => {
    const store = createSharedAnswerStore();
    store.put('k', { projects: ['A'] }, answer('first'));
    store.put('k', { projects: ['B'] }, answer('second'));
    store.forgetProjects(['A']);
    expect(new TextDecoder().decode(store.get('k')!.body)).toBe('second');
    store.forgetProjects(['B']);
    expect(store.get('k')).toBeUndefined();
  });

  it('lets the oldest answers go past its entry and byte bounds, and never keeps one larger than the byte bound', () => {
    const store = createSharedAnswerStore({ entries: 2, bytes: 10 });
    store.put('one', {}, answer('1111'));
    store.put('two', {}, answer('2222'));
    store.put('three', {}, answer('3333'));
    expect([store.get('one'), store.get('two'), store.get('three')].map(Boolean)).toEqual([false, true, true]);
    store.put('four', {}, answer('4444444'));
    expect([store.get('two'), store.get('three'), store.get('four')].map(Boolean)).toEqual([false, false, true]);
    store.put('huge', {}, answer('x'.repeat(11)));
    expect(store.get('huge')).toBeUndefined();
    expect(store.size).toBe(1);
  });

  it('lets an answer with a maximum age go when it is reached', () => {
    const store = createSharedAnswerStore();
    store.put('page', { search: true }, { ...answer('home'), expiresAt: 1_000 });
    expect(store.get('page', 999)).toBeDefined();
    expect(store.get('page', 1_000)).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('keys an answer by its URL, the encoding the caller takes and its languages', () => {
    expect(answerKey('/v2/tag/loader', 'gzip, br;q=0.5', undefined)).toBe(answerKey('/v2/tag/loader', 'gzip', undefined));
    expect(answerKey('/v2/tag/loader', 'br', undefined)).not.toBe(answerKey('/v2/tag/loader', 'gzip', undefined));
    expect(answerKey('/', undefined, 'de')).not.toBe(answerKey('/', undefined, 'en'));
  });

  it('marks an answer as shared only for an anonymous viewer', () => {
    const anonymous = new Request('http://kiln.test/v2/project/a');
    const member = new Request('http://kiln.test/v2/project/a');
    shareAnswer(anonymous, null, { projects: ['A'] });
    shareAnswer(member, { id: 'U' }, { projects: ['A'] });
    expect(answerDependency(anonymous)).toEqual({ projects: ['A'] });
    expect(answerDependency(member)).toBeUndefined();
  });
});
