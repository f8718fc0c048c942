// The mail a project's owner gets when staff decide on their project: the decision, the moderator's words and the link to the thread.
import { escapeHtml } from '#contracts/html.ts';
import type { ProjectStatus } from '#contracts/enums.ts';
import type { MailMessage } from '#platform/mail/index.ts';

const OUTCOME: Partial<Record<ProjectStatus, string>> = {
  approved: 'has been approved and is now public',
  unlisted: 'has been approved as unlisted: it can be opened by its link but is not listed in search',
  private: 'has been approved as private',
  rejected: 'has been rejected. Please read the moderators\u2019 message, make the changes and resubmit it',
  withheld: 'has been withheld: it stays reachable by its link but is not listed',
};

export interface DecisionMailInput {
  to: string;
  username: string;
  projectTitle: string;
  status: ProjectStatus;
  /** The project's Moderation tab, where the thread is. */
  link: string;
  message: string | null;
}

export function composeDecisionMail(input: DecisionMailInput): MailMessage {
  const outcome = OUTCOME[input.status] ?? `is now ${input.status}`;
  const lines = [
    `Hello ${input.username},`,
    `your project \u201c${input.projectTitle}\u201d ${outcome}.`,
    ...(input.message ? ['The moderators wrote:', input.message] : []),
    'You can read and answer the moderators on the project\u2019s Moderation tab:',
  ];
  return {
    to: input.to,
    subject: `Review of \u201c${input.projectTitle}\u201d: ${input.status}`,
    text: [...lines, input.link].join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') + `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
  };
}
