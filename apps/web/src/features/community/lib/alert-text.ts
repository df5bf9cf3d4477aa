/**
 * An alert of the spec's error catalogue (§8): the fixed sentence, then what went wrong on its own line.
 * @example alertText('글 작성에 실패했어요', '제목을 입력해주세요.') // '글 작성에 실패했어요\n제목을 입력해주세요.'
 */
export function alertText(headline: string, detail: string): string {
  return detail === '' ? headline : `${headline}\n${detail}`;
}
