// What the order panel says about the connection and a hire whose answer was lost (see use-hire.ts).
import {
  NO_ANSWER_MESSAGE,
  NO_ANSWER_OFFLINE_MESSAGE,
  NOT_HIRED_MESSAGE,
  OFFLINE_HIRE_MESSAGE,
} from './messages.ts';
import { Notice } from './StepCard.tsx';
import type { HireNotice as Kind } from './use-hire.ts';

export function HireNotice({ online, notice }: { online: boolean; notice: Kind | undefined }) {
  if (notice === 'no-answer')
    return <Notice>{online ? NO_ANSWER_MESSAGE : NO_ANSWER_OFFLINE_MESSAGE}</Notice>;
  if (!online) return <Notice>{OFFLINE_HIRE_MESSAGE}</Notice>;
  if (notice === 'not-hired') return <Notice>{NOT_HIRED_MESSAGE}</Notice>;
  return null;
}
