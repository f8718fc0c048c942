// Wire shapes of reports and threads (api-compat §report-v2, §thread-v2), shared by the API views and the pages.
import type { ReportItemType } from '../reports.ts';
import type { ThreadType } from '../threads.ts';
import type { UserV3 } from './user.ts';

export interface ReportV2 {
  id: string;
  report_type: string;
  item_id: string;
  item_type: ReportItemType;
  reporter: string;
  body: string;
  created: string;
  closed: boolean;
  thread_id: string;
}

export type ThreadMessageBodyV2 =
  | { type: 'text'; body: string; private: boolean; replying_to: string | null; associated_images: string[] }
  | { type: 'status_change'; new_status: string; old_status: string }
  | { type: 'thread_closure' }
  | { type: 'thread_reopen' }
  | { type: 'deleted'; private: boolean };

export interface ThreadMessageV2 {
  id: string;
  author_id: string | null;
  created: string;
  body: ThreadMessageBodyV2;
}

export interface ThreadV2 {
  id: string;
  type: ThreadType;
  project_id: string | null;
  report_id: string | null;
  messages: ThreadMessageV2[];
  members: UserV3[];
}
