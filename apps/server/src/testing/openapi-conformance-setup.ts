import { afterEach } from 'vitest';
import { takeConformanceViolations } from './openapi-conformance-recorder.ts';

// Fails the test whose requests or answers the served OpenAPI document does not declare (issue 31, ADR 0033).
afterEach(() => {
  const violations = takeConformanceViolations();
  if (violations.length > 0) {
    throw new Error(`The OpenAPI document does not declare what this test sent or got:\n${violations.join('\n')}`);
  }
});
