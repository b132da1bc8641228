// A hire that may be paid by a debit card the issuer wants confirmed (3-D Secure, issue 30): the
// hire action, and the challenge dialog's props while a hire waits for its challenge. Closing the
// dialog unanswered gives the challenge up (or the pending hire would hold the unit until it
// expires), and the next 'Finalizar' is a new attempt, not a replay of the challenged one.
import { useState } from 'react';
import type { CardChallenge } from '../../api/card-challenges.ts';
import { abandonCardChallenge } from '../../api/contract-calls.ts';
import type { Contract } from '../../api/contracts.ts';
import { refreshResidentData } from '../../data/contracts.ts';
import type { CardChallengeDialogProps } from '../payment/CardChallengeDialog.tsx';
import { settleAttempt } from './hire-attempt.ts';
import { type HireAction, useHireAction } from './use-hire.ts';

/** What a hire answers: the contract, and the issuer's challenge when the card must be confirmed. */
export interface CardHireAnswer {
  contract: Contract;
  challenge?: CardChallenge | undefined;
  intent: string;
}

export function useCardHire(
  token: string | null,
  onPaid: (contract: Contract) => void,
): { hire: HireAction<CardHireAnswer>; challengeDialog: CardChallengeDialogProps } {
  const [challenged, setChallenged] = useState<{ challenge: CardChallenge; intent: string }>();
  const hire = useHireAction<CardHireAnswer>((answer) => {
    if (answer.challenge) setChallenged({ challenge: answer.challenge, intent: answer.intent });
    else onPaid(answer.contract);
  });
  const challengeDialog: CardChallengeDialogProps = {
    challenge: challenged?.challenge,
    token,
    onApproved: (contract) => {
      setChallenged(undefined);
      onPaid(contract);
    },
    onClose: (declined) => {
      const open = challenged;
      setChallenged(undefined);
      if (!open) return;
      settleAttempt(open.intent);
      if (!declined && token) void abandonCardChallenge(token, open.challenge.id).catch(() => {});
      void refreshResidentData().catch(() => {});
    },
  };
  return { hire, challengeDialog };
}
