import { koreanToday, type Clock } from '../../../lib/clock.ts';
import { createRegistryReader, REGISTRY_READER_LIMITS, type RegistryReaderLimits } from './registry-reader.ts';

/**
 * Reads an uploaded 등기사항전부증명서 PDF (issue 30) in the registry reader's own process (ADR 0039). The bytes and
 * the text live only for the call; nothing is stored or logged.
 */
export function createRegistryService({
  clock,
  limits = REGISTRY_READER_LIMITS,
}: {
  clock: Clock;
  limits?: RegistryReaderLimits;
}) {
  const reader = createRegistryReader(limits);
  return {
    read: (bytes: Uint8Array) => reader.read(bytes, koreanToday(clock)),
    close: () => reader.close(),
  };
}
