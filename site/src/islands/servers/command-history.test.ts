// The console's command history: Up and Down walk it, the typed line comes back, it survives a reload per server.
import { describe, expect, it } from 'vitest';
import { CommandHistory, historyKey } from './command-history.ts';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
};

describe('the command history', () => {
  it('walks back with Up and forward with Down to the line being typed', () => {
    const history = new CommandHistory(memoryStorage(), historyKey('a'));
    history.push('say one');
    history.push('say two');
    expect(history.up('half typed')).toBe('say two');
    expect(history.up('say two')).toBe('say one');
    expect(history.up('say one')).toBeNull();
    expect(history.down()).toBe('say two');
    expect(history.down()).toBe('half typed');
    expect(history.down()).toBeNull();
  });

  it('is kept per server across page loads, without repeating the same command twice in a row', () => {
    const storage = memoryStorage();
    const first = new CommandHistory(storage, historyKey('a'));
    first.push('time set day');
    first.push('time set day');
    first.push('weather clear');
    const again = new CommandHistory(storage, historyKey('a'));
    expect(again.up('')).toBe('weather clear');
    expect(again.up('')).toBe('time set day');
    expect(again.up('')).toBeNull();
    expect(new CommandHistory(storage, historyKey('b')).up('')).toBeNull();
  });

  it('starts empty when the stored history is unreadable or storage is unavailable', () => {
    const storage = memoryStorage();
    storage.setItem(historyKey('a'), '{not json');
    expect(new CommandHistory(storage, historyKey('a')).up('')).toBeNull();
    const without = new CommandHistory(null, historyKey('a'));
    without.push('list');
    expect(without.up('')).toBe('list');
  });
});
