import type { JeonseSafetyRequest, JeonseSafetyResponse, KeptSafetyCheck } from '@jipsa/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createKeptSafetyCheckRepository } from './kept-safety-check.repository.ts';

type Dependencies = {
  db: Database;
  clock: Clock;
  /** The jeonse-safety module's own check: the kept verdict is the one the result page showed, never the caller's. */
  check: (question: JeonseSafetyRequest) => Promise<JeonseSafetyResponse>;
};

/** Keeping, listing and deleting a member's safety results (issue 50: "a safety result kept like a report"). */
export function createKeptSafetyCheckService({ db, clock, check }: Dependencies) {
  const repository = createKeptSafetyCheckRepository(db);
  return {
    async keep(userId: string, question: JeonseSafetyRequest): Promise<KeptSafetyCheck> {
      const answer = await check(question);
      return repository.keep(
        userId,
        {
          question,
          riskLevel: answer.riskLevel,
          jeonseRatioPercent: answer.jeonseRatioPercent,
          checkedOn: answer.policyDate,
        },
        clock(),
      );
    },
    list: (userId: string) => repository.list(userId),
    remove: (userId: string, id: string) => repository.remove(userId, id),
  };
}
