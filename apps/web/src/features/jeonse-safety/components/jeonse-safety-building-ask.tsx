import type { JeonseSafetyResponse } from '@jipsa/contracts';
import { useState } from 'react';
import { ChoiceChips } from '../../../shared/ui/choice-chips.tsx';
import { jeonseSafetyCopy } from '../copy.ts';
import pageStyles from '../../../shared/ui/question-page.module.css';
import styles from './jeonse-safety.module.css';

const copy = jeonseSafetyCopy.building;
type Answer = 'YES' | 'NO' | 'UNKNOWN';
const OPTIONS = [
  { value: 'YES', label: copy.yes },
  { value: 'NO', label: copy.no },
  { value: 'UNKNOWN', label: copy.unknown },
] as const satisfies readonly { value: Answer; label: string }[];

const answerOf = (violation: boolean | null): Answer | null => (violation === null ? null : violation ? 'YES' : 'NO');

type Props = {
  building: JeonseSafetyResponse['building'];
  /** Asks again with the answer (null for 모르겠어요). */
  onAnswer: (violation: boolean | null) => void;
};

/**
 * The 건축물대장 part of the answer (issue 30): the main use when 건축HUB gave it, and the 위반건축물 question, which the
 * open API cannot answer (ADR 0031) and so is always the person's.
 */
export function JeonseSafetyBuildingAsk({ building, onAnswer }: Props) {
  // 모르겠어요 asks the same question as no answer at all, so the choice is remembered here.
  const [answer, setAnswer] = useState<Answer | null>(() => answerOf(building.violation));
  return (
    <div className={styles.valueAsk}>
      {building.mainUse && <p className={styles.value}>{copy.mainUse(building.mainUse)}</p>}
      <ChoiceChips<Answer>
        legend={copy.question}
        options={OPTIONS}
        value={answer}
        columns={3}
        onChange={(chosen) => {
          setAnswer(chosen);
          onAnswer(chosen === 'UNKNOWN' ? null : chosen === 'YES');
        }}
      />
      <p className={pageStyles.hint}>{copy.hint}</p>
    </div>
  );
}
