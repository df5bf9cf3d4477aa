import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareActions } from './share-actions.tsx';

function stubNavigator(parts: { clipboard?: Partial<Clipboard>; share?: Navigator['share'] }) {
  if (parts.clipboard) vi.stubGlobal('navigator', { ...navigator, clipboard: parts.clipboard, share: parts.share });
  else vi.stubGlobal('navigator', { ...navigator, share: parts.share });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ShareActions', () => {
  it('링크 복사는 그 링크를 클립보드에 넣고 복사했다고 알려요', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator({ clipboard: { writeText } });
    render(<ShareActions title="전세 안전 진단" url="https://jipsa.example/jeonse-safety/result?d=1" />);
    expect(screen.getByRole('group', { name: '공유' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '링크 복사' }));
    expect(await screen.findByText('링크를 복사했어요.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('https://jipsa.example/jeonse-safety/result?d=1');
    // Without a share sheet in the browser, no button promises one.
    expect(screen.queryByRole('button', { name: '카카오톡 등으로 공유' })).toBeNull();
  });

  it('복사가 막히면 링크를 직접 고를 수 있게 보여줘요', async () => {
    stubNavigator({ clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    render(<ShareActions title="보고서" url="https://jipsa.example/" />);
    fireEvent.click(screen.getByRole('button', { name: '링크 복사' }));
    expect(await screen.findByText(/링크를 복사하지 못했어요/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '공유할 링크' }) as HTMLInputElement).value).toBe(
      'https://jipsa.example/',
    );
  });

  it('공유 시트가 있는 브라우저에서는 제목·문장·링크로 시트를 열어요 (카카오톡은 시트 안에서)', async () => {
    const share = vi.fn(() => Promise.resolve());
    stubNavigator({ share });
    render(<ShareActions title="집사 대출 보고서" text="연 2.5%" url="https://jipsa.example/" />);
    fireEvent.click(await screen.findByRole('button', { name: '카카오톡 등으로 공유' }));
    expect(share).toHaveBeenCalledWith({ title: '집사 대출 보고서', text: '연 2.5%', url: 'https://jipsa.example/' });
  });
});
