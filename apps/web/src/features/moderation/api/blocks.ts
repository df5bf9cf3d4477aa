import type { Block, BlockList, CreateBlockRequest } from '@jipsa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

export const BLOCKS_PATH = '/api/v1/user/blocks';
export const BLOCKS_QUERY_KEY = ['moderation', 'blocks'] as const;

/** `POST /api/v1/user/blocks`: blocks the author of a post or a comment, without learning who they are. */
export function createBlock(request: CreateBlockRequest): Promise<Block> {
  return api.post(BLOCKS_PATH, request, {
    auth: true,
    schema: () => import('@jipsa/contracts/moderation').then((contract) => contract.blockSchema),
  });
}

/** `DELETE /api/v1/user/blocks/{blockId}`. */
export async function deleteBlock(blockId: string): Promise<void> {
  await api.delete(`${BLOCKS_PATH}/${encodeURIComponent(blockId)}`, { auth: true });
}

/** `GET /api/v1/user/blocks`: the member's blocks, newest first. */
export function fetchBlocks(signal?: AbortSignal): Promise<BlockList> {
  return api.get(BLOCKS_PATH, {
    auth: true,
    schema: () => import('@jipsa/contracts/moderation').then((contract) => contract.blockListSchema),
    ...(signal ? { signal } : {}),
  });
}

export const blocksQueryOptions = () =>
  queryOptions({ queryKey: BLOCKS_QUERY_KEY, queryFn: ({ signal }) => fetchBlocks(signal) });

export function useBlocksQuery() {
  return useQuery(blocksQueryOptions());
}
