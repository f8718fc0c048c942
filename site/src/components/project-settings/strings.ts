// Message groups of the projectSettings section, handed to islands as plain objects (their "{{x}}" left to fill()).
import type { TFunction } from 'i18next';
import type { Messages, SaveStrings } from '#site/islands/project-settings/shared.tsx';

export const messageGroup = (t: TFunction, key: string): Messages => t(key, { returnObjects: true }) as Messages;

export function saveStrings(t: TFunction): SaveStrings {
  return { ...(messageGroup(t, 'projectSettings.save') as unknown as Omit<SaveStrings, 'errorTitle'>), errorTitle: t('projectSettings.errorTitle') };
}
