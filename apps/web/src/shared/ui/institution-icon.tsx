import { INSTITUTION_NAMES, type InstitutionIconKey } from '../copy/institution-names.ts';
import { institutionOfProductCode } from '../lib/institution-of-product-code.ts';
import { MonogramBadge } from './monogram-badge.tsx';

type Look = { readonly text: string; readonly background: string; readonly foreground: string };

// Brand-ish colours of each institution; DEFAULT is a neutral grey so an unknown lender never looks official.
const LOOKS: Readonly<Record<Exclude<InstitutionIconKey, 'DEFAULT'>, Look>> = {
  NHUF: { text: '기금', background: '#1b9e5a', foreground: '#ffffff' },
  HF: { text: 'HF', background: '#f26b1d', foreground: '#ffffff' },
  HUG: { text: 'HUG', background: '#0060b0', foreground: '#ffffff' },
  SGI: { text: 'SGI', background: '#e4002b', foreground: '#ffffff' },
};

export type InstitutionIconProps = {
  /** The loan product code; its prefix before '-' picks the icon (spec §3). */
  productCode: string | null | undefined;
  size?: number;
};

/** The icon of the institution behind a loan product, named for screen readers (e.g. '주택도시기금'). */
export function InstitutionIcon({ productCode, size = 40 }: InstitutionIconProps) {
  const institution = institutionOfProductCode(productCode);
  const label = INSTITUTION_NAMES[institution];
  if (institution === 'DEFAULT') {
    return (
      <svg width={size} height={size} viewBox="0 0 40 40" role="img" aria-label={label} style={{ flex: 'none' }}>
        <rect width="40" height="40" rx="11" fill="#e5e8eb" />
        <path
          d="M11 19.5 20 12l9 7.5M14 18v10h12V18M18 28v-5h4v5"
          fill="none"
          stroke="#6b7684"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    );
  }
  const look = LOOKS[institution];
  return (
    <MonogramBadge
      text={look.text}
      background={look.background}
      foreground={look.foreground}
      label={label}
      size={size}
    />
  );
}
