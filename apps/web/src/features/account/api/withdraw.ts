import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

export const WITHDRAW_PATH = '/api/v1/user';

/** `DELETE /api/v1/user` (member): deletes the account, its reports, inputs and likes; posts stay as "탈퇴한 회원". */
export async function withdraw(): Promise<void> {
  await api.delete(WITHDRAW_PATH, { auth: true });
}

export function useWithdrawMutation() {
  return useMutation({ mutationFn: withdraw });
}
