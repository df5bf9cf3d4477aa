import type { Bank } from '@jipsa/domain';
import { BANK_NAMES } from '../copy/institution-names.ts';
import { MonogramBadge } from './monogram-badge.tsx';

type Look = { readonly text: string; readonly background: string; readonly foreground: string };

// Brand-ish colours; the monogram is what people recognise on a phone-sized badge.
const LOOKS: Readonly<Record<Bank, Look>> = {
  HANA: { text: '하나', background: '#008c8c', foreground: '#ffffff' },
  SHINHAN: { text: '신한', background: '#0046ff', foreground: '#ffffff' },
  KB: { text: 'KB', background: '#ffbc00', foreground: '#4a4037' },
  WOORI: { text: '우리', background: '#0067ac', foreground: '#ffffff' },
  KAKAO: { text: 'kakao', background: '#ffe300', foreground: '#3c1e1e' },
  NH: { text: 'NH', background: '#00a651', foreground: '#ffffff' },
  TOSS: { text: 'toss', background: '#0064ff', foreground: '#ffffff' },
  IM: { text: 'iM', background: '#00b6a8', foreground: '#ffffff' },
  BNK: { text: 'BNK', background: '#d6001c', foreground: '#ffffff' },
};

export type BankIconProps = {
  bank: Bank;
  size?: number;
  /** Hide from screen readers when the bank's name is written next to it. */
  decorative?: boolean;
};

/** A bank's badge (spec §3 icon set: HANA, SHINHAN, KB, WOORI, KAKAO, NH, TOSS, IM, BNK). */
export function BankIcon({ bank, size = 40, decorative = false }: BankIconProps) {
  const look = LOOKS[bank];
  return (
    <MonogramBadge
      text={look.text}
      background={look.background}
      foreground={look.foreground}
      size={size}
      {...(decorative ? {} : { label: BANK_NAMES[bank] })}
    />
  );
}
