import { useId, useRef, useState, type FormEvent } from 'react';
import { communityCopy } from '../copy.ts';
import styles from './comment-input.module.css';

// NOTE: spec §2 / §9 — the comment textarea grows with its text up to 4 lines, 96 px, then scrolls.
export const COMMENT_INPUT_MAX_HEIGHT_PX = 96;

export type CommentInputProps = {
  /** Resolves true when the comment was added (the field then empties). */
  onSubmit: (content: string) => Promise<boolean>;
  isSubmitting: boolean;
};

/** Fits a textarea (border-box, 20 px lines) to its text, up to the 4-line cap. */
function fitHeight(textarea: HTMLTextAreaElement): void {
  textarea.style.height = 'auto';
  const borders = textarea.offsetHeight - textarea.clientHeight;
  const wanted = textarea.scrollHeight + borders;
  textarea.style.height = `${Math.min(wanted, COMMENT_INPUT_MAX_HEIGHT_PX)}px`;
  textarea.style.overflowY = wanted > COMMENT_INPUT_MAX_HEIGHT_PX ? 'auto' : 'hidden';
}

/** The comment field at the bottom of a post with its 등록 button (spec §2 "Post detail screen"). */
export function CommentInput({ onSubmit, isSubmitting }: CommentInputProps) {
  const [content, setContent] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const isBlank = content.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBlank || isSubmitting) return;
    if (await onSubmit(content)) {
      setContent('');
      if (textareaRef.current) {
        textareaRef.current.value = '';
        fitHeight(textareaRef.current);
      }
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId} className="visually-hidden">
        {communityCopy.commentInputLabel}
      </label>
      <textarea
        ref={textareaRef}
        id={inputId}
        className={styles.input}
        rows={1}
        value={content}
        placeholder={communityCopy.commentPlaceholder}
        onChange={(event) => {
          setContent(event.target.value);
          fitHeight(event.target);
        }}
      />
      <button
        type="submit"
        className={styles.submit}
        disabled={isBlank || isSubmitting}
        aria-busy={isSubmitting || undefined}
      >
        {communityCopy.registerComment}
      </button>
    </form>
  );
}
