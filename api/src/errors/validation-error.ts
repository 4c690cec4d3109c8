import type { BaseIssue } from 'valibot';

const KEY_PATTERN = /^[A-Za-z][\w.]*$/;

/** Turns valibot issues into the spec's message keys: the schema's message when it is a key, else a default. */
export function issuesToMessages(issues: readonly BaseIssue<unknown>[]): string[] {
  const keys = issues.map((issue) => {
    if (issue.kind === 'schema' && issue.input === undefined) return 'required';
    return KEY_PATTERN.test(issue.message) ? issue.message : 'invalid';
  });
  return [...new Set(keys)];
}

/** Raised by the valibot validator compiler; the error handler answers 400 with its messages. */
export class ValidationError extends Error {
  readonly statusCode = 400;
  readonly messages: string[];
  readonly httpPart: string;

  constructor(httpPart: string, messages: string[]) {
    super(`Invalid ${httpPart}: ${messages.join(', ')}`);
    this.name = 'ValidationError';
    this.httpPart = httpPart;
    this.messages = messages;
  }
}
