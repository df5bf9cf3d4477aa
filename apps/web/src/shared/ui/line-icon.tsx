import type { ReactNode } from 'react';

export type LineIconProps = { size?: number; className?: string; children: ReactNode };

/**
 * An outline icon in the colour of the text around it, 24 units square. Decorative: the words beside it (or its
 * link's label) say what it means.
 * @example <LineIcon><circle cx="12" cy="12" r="3" /></LineIcon>
 */
export function LineIcon({ size = 22, className, children }: LineIconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** The house of "홈으로": the same drawing wherever it leads home. */
export function HomeIcon({ size = 22 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M4 11l8-7 8 7v9a1 1 0 0 1-1 1h-4v-6H9v6H5a1 1 0 0 1-1-1z" />
    </LineIcon>
  );
}
