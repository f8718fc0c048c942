// Message groups of the projectSettings section, handed to islands as plain objects (their "{{x}}" left to fill()).
import type { TFunction } from 'i18next';
import type { SaveStrings } from '#site/islands/project-settings/shared.tsx';
import type { MessageGroupKey, Messages } from '#site/lib/messages.ts';

export const messageGroup = <Key extends MessageGroupKey>(t: TFunction, key: Key): Messages<Key> =>
  t(key, { returnObjects: true }) as Messages<Key>;

export function saveStrings(t: TFunction): SaveStrings {
  return { ...messageGroup(t, 'projectSettings.save'), errorTitle: t('projectSettings.errorTitle') };
}
