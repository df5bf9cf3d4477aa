import { formatPolicyDate } from '@jipsa/domain';
import { calculatorCopy } from '../copy.ts';
import styles from './calculator.module.css';

/** "2025년 10월 16일 기준 규정으로 계산했어요." under every regulated result (docs/screens.md). */
export function PolicyDateNote({ policyDate }: { policyDate: string }) {
  return <p className={styles.note}>{calculatorCopy.policyDate(formatPolicyDate(policyDate))}</p>;
}
