// Message groups handed to the dashboard, collection and organization islands as plain objects ("{{x}}" left to fill()).
import type { TFunction } from 'i18next';

export type Messages = Record<string, string>;

/** Only the group's string leaves (nested groups are passed separately). */
export function messages(t: TFunction, key: string): Messages {
  const group = t(key, { returnObjects: true }) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(group).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
