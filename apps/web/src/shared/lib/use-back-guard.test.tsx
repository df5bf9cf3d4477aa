import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBackGuard, useBackGuard } from './use-back-guard.ts';

let holding = true;

function Draft() {
  const guard = useBackGuard(() => holding);
  return (
    <>
      <h1>쓰는 중</h1>
      {guard.isHeld && (
        <div role="dialog" aria-label="나갈까요?">
          <button type="button" onClick={guard.reset}>
            계속 쓰기
          </button>
          <button type="button" onClick={guard.proceed}>
            그만하기
          </button>
        </div>
      )}
    </>
  );
}

function renderInBrowserHistory() {
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/list" element={<Link to="/draft">글쓰기</Link>} />
        <Route path="/draft" element={<Draft />} />
      </Routes>
    </BrowserRouter>,
  );
}

/** The browser's back button: jsdom moves through its history and fires popstate, as a browser does. */
const pressBrowserBack = () => act(() => window.history.back());
/**
 * A link to `#id` on the page, or the hash typed into the address: a new entry of the same page, whose popstate
 * carries no state (as in Chromium); jsdom fires it, then hashchange, a task later.
 */
const goToHash = (hash: string) =>
  act(async () => {
    const changed = new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    window.location.hash = hash;
    await changed;
  });

// As main.tsx does: before any router adds its own listener.
beforeAll(installBackGuard);
beforeEach(() => {
  holding = true;
  window.history.replaceState(null, '', '/list');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useBackGuard', () => {
  it('붙잡는 동안 브라우저 뒤로 가기는 화면을 떠나지 않고 물어보고, 그만하면 그때 떠나요', async () => {
    renderInBrowserHistory();
    fireEvent.click(screen.getByRole('link', { name: '글쓰기' }));
    await screen.findByRole('heading', { name: '쓰는 중' });

    await pressBrowserBack();
    await screen.findByRole('dialog', { name: '나갈까요?' });
    await waitFor(() => expect(window.location.pathname).toBe('/draft'));
    expect(screen.getByRole('heading', { name: '쓰는 중' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '계속 쓰기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await pressBrowserBack();
    fireEvent.click(await screen.findByRole('button', { name: '그만하기' }));
    await screen.findByRole('link', { name: '글쓰기' });
    expect(window.location.pathname).toBe('/list');
  });

  it('붙잡을 게 없으면 뒤로 가기는 바로 떠나요', async () => {
    holding = false;
    renderInBrowserHistory();
    fireEvent.click(screen.getByRole('link', { name: '글쓰기' }));
    await screen.findByRole('heading', { name: '쓰는 중' });
    await pressBrowserBack();
    await screen.findByRole('link', { name: '글쓰기' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('주소의 #만 바뀌는 이동은 화면을 떠나지 않으니 붙잡지 않고, 새로 고치지도 않아요', async () => {
    const go = vi.spyOn(window.history, 'go');
    renderInBrowserHistory();
    fireEvent.click(screen.getByRole('link', { name: '글쓰기' }));
    await screen.findByRole('heading', { name: '쓰는 중' });

    await goToHash('tip');
    expect(window.location.pathname + window.location.hash).toBe('/draft#tip');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Back from the hash to the page's own entry.
    await pressBrowserBack();
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(window.location.pathname).toBe('/draft');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Nothing was put back: `go(0)` would have reloaded the page and lost the draft.
    expect(go).not.toHaveBeenCalled();

    // Leaving the page is still held.
    await pressBrowserBack();
    await screen.findByRole('dialog', { name: '나갈까요?' });
    await waitFor(() => expect(window.location.pathname).toBe('/draft'));
    fireEvent.click(screen.getByRole('button', { name: '그만하기' }));
    await screen.findByRole('link', { name: '글쓰기' });
    expect(window.location.pathname).toBe('/list');
  });
});
