// The site's developer feature flags with their defaults and local-storage keys, listed read-only on /flags.
import { DEVELOPER_MODE_KEY } from '../islands/shared/stores/developer-mode.ts';

export interface FeatureFlag {
  /** The local-storage key that holds the flag ("true" when on). */
  key: string;
  defaultValue: boolean;
  description: string;
}

export const FEATURE_FLAGS: readonly FeatureFlag[] = [
  {
    key: DEVELOPER_MODE_KEY,
    defaultValue: false,
    description: 'Shows “Copy version ID” on version pages for everyone, not just project members. Clicking the logo five times turns it on or off.',
  },
];
