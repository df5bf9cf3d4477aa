// Words every screen shares. Feature-specific copy lives in each feature's copy.ts.
export const commonCopy = {
  serviceName: '집사',
  errorView: '오류가 발생했어요. 잠시 후 다시 시도해주세요.',
  offlineView: '인터넷에 연결되어 있지 않아요. 이 화면은 서버에서 내용을 받아 와야 해요. 연결되면 다시 시도해주세요.',
  retry: '다시 시도',
  networkError: '인터넷 연결을 확인한 뒤 다시 시도해주세요.',
  loading: '불러오는 중이에요',
  preparing: '준비 중이에요. 곧 이 화면에서 만나요.',
  goHome: '홈으로 가기',
  close: '닫기',
  cancel: '취소',
} as const;
