import type { RegistryReading } from '@jipsa/contracts';
import { REGISTRY_FILE_FIELD } from '@jipsa/contracts/registry-file';
import { useMutation } from '@tanstack/react-query';
import { loadApi } from '../../../shared/api/load-api.ts';

export const REGISTRY_PATH = '/api/v1/jeonseSafety/registry';

/** `POST /api/v1/jeonseSafety/registry` (issue 30, no auth): what the 등기사항전부증명서 PDF says; nothing is stored. */
export function readRegistry(file: File): Promise<RegistryReading> {
  const form = new FormData();
  form.append(REGISTRY_FILE_FIELD, file);
  return loadApi().then((api) =>
    api.post(REGISTRY_PATH, form, {
      schema: () => import('@jipsa/contracts/registry').then((contract) => contract.registryReadingSchema),
    }),
  );
}

export function useReadRegistry() {
  return useMutation({ mutationFn: readRegistry });
}
