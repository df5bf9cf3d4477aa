import { DEV_LOGIN_NICKNAME_MAX_LENGTH } from '@jipsa/contracts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The plain, script-free page both login pages are drawn in (the CSP allows only our own scripts). */
function loginPage(title: string, extraStyle: string, main: string): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · 집사</title>
<style>
  body { font-family: system-ui, -apple-system, 'Apple SD Gothic Neo', sans-serif; margin: 0; background: #f5f6f8; color: #191f28; }
  main { max-width: 420px; margin: 48px auto; padding: 24px; background: #fff; border-radius: 16px; }
  h1 { font-size: 22px; margin: 0 0 8px; }
${extraStyle}
</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`;
}

/**
 * The local "개발용 로그인" page shown instead of Kakao when Kakao is not configured. Plain HTML without
 * script (the CSP allows only our own scripts); the form posts the login state back, which the server
 * compares with the signed cookie, so another site cannot log this browser in.
 *
 * @example
 * renderDevLoginPage({ state: 'x1y2' }) // '<!doctype html>…<form method="post" action="/dev-login">…'
 */
export function renderDevLoginPage({
  state,
  nickname = '',
  error,
}: {
  state: string;
  nickname?: string;
  error?: string;
}): string {
  return loginPage(
    '개발용 로그인',
    `  .notice { background: #fff4d6; border-radius: 8px; padding: 12px; font-size: 14px; line-height: 1.5; }
  label { display: block; margin: 20px 0 8px; font-weight: 600; }
  input[type=text] { box-sizing: border-box; width: 100%; padding: 12px; font-size: 16px; border: 1px solid #d1d6db; border-radius: 8px; }
  .error { color: #e42939; font-size: 14px; margin: 8px 0 0; }
  button { margin-top: 20px; width: 100%; padding: 14px; font-size: 16px; border: 0; border-radius: 8px; background: #3182f6; color: #fff; cursor: pointer; }`,
    `  <h1>개발용 로그인</h1>
  <p class="notice">이 화면은 개발과 테스트에서만 쓰는 로그인이에요. 카카오 로그인이 설정되지 않은 서버라서 카카오 대신 보여요. 닉네임만으로 로그인되니 실제 서비스에서는 쓰지 않아요.</p>
  <form method="post" action="/dev-login">
    <input type="hidden" name="state" value="${escapeHtml(state)}">
    <label for="nickname">닉네임</label>
    <input type="text" id="nickname" name="nickname" value="${escapeHtml(nickname)}" maxlength="${DEV_LOGIN_NICKNAME_MAX_LENGTH}" required autofocus autocomplete="nickname">
    ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
    <button type="submit">이 닉네임으로 로그인하기</button>
  </form>`,
  );
}

/**
 * What a browser sees at the login start when this server has neither Kakao nor the dev login (production
 * without Kakao keys): a page in Korean, not a JSON error, with a way back.
 */
export function renderLoginUnavailablePage(): string {
  return loginPage(
    '로그인을 사용할 수 없어요',
    `  p { line-height: 1.5; }
  a { display: block; margin-top: 20px; padding: 14px; text-align: center; border-radius: 8px; background: #1b64da; color: #fff; text-decoration: none; }`,
    `  <h1>로그인을 사용할 수 없어요</h1>
  <p>이 서버에는 아직 카카오 로그인이 설정되지 않았어요. 로그인 없이도 대출 추천과 계산기는 그대로 쓸 수 있어요.</p>
  <a href="/">홈으로 가기</a>`,
  );
}
