/** A dated, versioned legal text kept in the repository and rendered as headings, paragraphs and lists. */
export type PolicyDocument = {
  title: string;
  version: string;
  /** ISO date the text takes effect. */
  effectiveDate: string;
  intro: readonly string[];
  sections: readonly PolicySection[];
};

export type PolicySection = {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly PolicyItem[];
  /** A paragraph after the list. */
  after?: readonly string[];
};

/** A list entry: plain text, or a term with its explanation (rendered as a description list item). */
export type PolicyItem = string | { term: string; description: string };
