// The v3 Collection shape (api-compat §v3-collections), for the server's view and the islands alike.
import type { CollectionStatus } from '../enums.ts';

export interface CollectionV3 {
  id: string;
  /** The owner's user ID. */
  user: string;
  name: string;
  description: string | null;
  icon_url: string | null;
  color: number | null;
  status: CollectionStatus;
  created: string;
  /** The edit stamp an edit sends back in If-Match. */
  updated: string;
  /** The projects the viewer may see. */
  projects: string[];
}
