// The project-change hub: every listener hears each change, and the kept answers forget what the change touches.
import { describe, expect, it } from 'vitest';
import { onProjectsChanged, projectsChanged } from './project-changes.ts';
import { sharedAnswers } from './shared-answers.ts';

describe('project changes', () => {
  it('tells every listener until it stops listening', () => {
    const heard: string[][] = [];
    const stop = onProjectsChanged((ids) => heard.push([...ids]));
    projectsChanged(['A', 'B']);
    projectsChanged([]);
    stop();
    projectsChanged(['C']);
    expect(heard).toEqual([['A', 'B']]);
  });

  it('makes the kept answers forget the changed projects', () => {
    const answer = { status: 200, headers: [] as [string, string][], body: new Uint8Array([1]) };
    sharedAnswers.put('identity  /v2/project/a', { projects: ['A'] }, answer);
    sharedAnswers.put('identity  /v2/project/b', { projects: ['B'] }, answer);
    projectsChanged(['A']);
    expect(sharedAnswers.get('identity  /v2/project/a')).toBeUndefined();
    expect(sharedAnswers.get('identity  /v2/project/b')).toBeDefined();
  });
});
