import { sourceCopy } from '../copy/source-copy.ts';
import { sourceParts } from '../lib/source-parts.ts';

/**
 * A source sentence as text a person reads: raw addresses become links named by their publisher, a certainty mark
 * ("[S]") becomes its words ("2차 자료") — one rendering for every answer's sources (issue 50 #4).
 */
export function SourceText({ source }: { source: string }) {
  return (
    <>
      {sourceParts(source).map((part, index) =>
        'certainty' in part ? (
          ` (${sourceCopy.certainty[part.certainty]})`
        ) : 'href' in part ? (
          <a key={index} href={part.href} target="_blank" rel="noreferrer">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
