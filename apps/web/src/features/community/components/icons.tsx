// The community's line icons, drawn inline and hidden from screen readers (their buttons carry the words).

const line = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function HeartIcon({ filled, size = 20 }: { filled: boolean; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
        {...line}
        fill={filled ? '#f04452' : 'none'}
        stroke={filled ? '#f04452' : 'currentColor'}
      />
    </svg>
  );
}

export function CommentIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M5 5h14v10H10l-5 4z" {...line} />
    </svg>
  );
}

export function CloseIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" {...line} strokeWidth={2.2} />
    </svg>
  );
}

export function CameraIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" {...line} />
      <circle cx="12" cy="13" r="3.5" {...line} />
    </svg>
  );
}

export function DocumentIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M7 3h7l4 4v14H7z" {...line} />
      <path d="M14 3v4h4M10 12h5M10 16h5" {...line} />
    </svg>
  );
}

export function PencilIcon() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 20l4-1 11-11-3-3L5 16z" {...line} stroke="#fff" />
    </svg>
  );
}
