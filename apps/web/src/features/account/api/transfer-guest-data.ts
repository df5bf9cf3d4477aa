import type { TransferResponse } from '@jipsa/contracts';
import { api } from '../../../shared/api/api.ts';

export const TRANSFER_PATH = '/api/v1/user/transfer';

/** `POST /api/v1/user/transfer` (member): moves what the guest of `guestToken` made to the member; idempotent. */
export function transferGuestData(guestToken: string): Promise<TransferResponse> {
  return api.post(
    TRANSFER_PATH,
    { guestToken },
    {
      auth: true,
      schema: () => import('@jipsa/contracts/session').then((contract) => contract.transferResponseSchema),
    },
  );
}
