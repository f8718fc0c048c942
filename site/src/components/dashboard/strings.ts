// Message groups handed to the dashboard, collection and organization islands as plain objects ("{{x}}" left to fill()).
import type { TFunction } from 'i18next';
import type { MessageGroupKey, Messages } from '#site/lib/messages.ts';

/** Only the group's string leaves (nested groups are passed separately). */
export function messages<Key extends MessageGroupKey>(t: TFunction, key: Key): Messages<Key> {
  const group = t(key, { returnObjects: true }) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(group).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) as Messages<Key>;
}
