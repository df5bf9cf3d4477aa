// How a 등기사항전부증명서 PDF is sent (issue 30), without zod: the upload button is part of a page that is live before
// the schema library loads (issue 32).

/** The multipart part that carries the PDF. */
export const REGISTRY_FILE_FIELD = 'file';
/** A registry PDF from 인터넷등기소 is well under 1 MB; anything over 10 MB is refused (413) before it is read. */
export const REGISTRY_PDF_MAX_BYTES = 10 * 1024 * 1024;
