import type { ReaderFailure } from './registry-reader.ts';

const DOWNLOAD_AGAIN = '인터넷등기소에서 내려받은 등기사항전부증명서 PDF를 올려주세요.';

/** What the person is told when the upload cannot be read, and what to upload instead (issue 30). */
export const REGISTRY_UNREADABLE_REASONS: Record<Exclude<ReaderFailure, 'BUSY'>, string> = {
  IMAGE:
    '사진이나 이미지 파일은 읽을 수 없어요. 인터넷등기소에서 등기사항전부증명서를 열람한 뒤 "PDF로 저장"한 파일을 올려주세요.',
  NO_TEXT: '글자를 읽을 수 없는 스캔본이에요. 인터넷등기소에서 내려받은 PDF를 올려주세요.',
  ENCRYPTED: `암호가 걸린 PDF라 열 수 없어요. 암호를 풀어 다시 저장하거나, ${DOWNLOAD_AGAIN}`,
  NOT_PDF: `PDF 파일이 아니거나 열 수 없는 PDF예요. ${DOWNLOAD_AGAIN}`,
  NOT_REGISTRY: `등기사항전부증명서가 아닌 문서예요. ${DOWNLOAD_AGAIN}`,
  NO_TABLES: `등기사항전부증명서의 갑구·을구 표를 찾지 못했어요. 내용을 바꾸지 않은 원본 PDF를 올려주세요.`,
  TOO_MANY_PAGES: '페이지가 너무 많아요. 집 한 채의 등기사항전부증명서(30쪽 이하)만 올려주세요.',
  TOO_MUCH_TEXT: `글자가 너무 많아 읽을 수 없는 파일이에요. ${DOWNLOAD_AGAIN}`,
  TIMED_OUT: `파일을 읽는 데 너무 오래 걸려요. ${DOWNLOAD_AGAIN}`,
  TOO_MUCH_MEMORY: `파일 안의 내용이 너무 커서 읽을 수 없어요. ${DOWNLOAD_AGAIN}`,
  OVERLONG_TEXT: `등기사항전부증명서에는 없는 긴 글이 들어 있어 읽을 수 없어요. 내용을 바꾸지 않은 원본 PDF를 올려주세요.`,
};

export const REGISTRY_TOO_LARGE = '10MB보다 큰 파일은 올릴 수 없어요. 등기사항전부증명서 PDF는 보통 1MB보다 작아요.';
export const REGISTRY_FILE_MISSING = '등기사항전부증명서 PDF 파일을 골라 올려주세요.';
export const REGISTRY_FORM_UNREADABLE = '보낸 파일을 읽을 수 없어요. 새로고침한 뒤 다시 올려주세요.';
export const REGISTRY_BUSY = '지금 읽고 있는 등기부가 많아요. 잠시 후 다시 올려주세요.';
export const REGISTRY_NOT_MULTIPART =
  '등기사항전부증명서 PDF는 파일 올리기(multipart/form-data)로 보내주세요. PDF만 읽을 수 있어요.';
