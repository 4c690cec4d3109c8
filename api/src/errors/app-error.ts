/** The one error type of the API: an HTTP status and the spec's message keys. */
export class AppError extends Error {
  readonly status: number;
  readonly messages: string[];

  constructor(status: number, messages: string[]) {
    super(messages.join(', '));
    this.name = 'AppError';
    this.status = status;
    this.messages = messages;
  }
}

export const notFound = (key = 'not.found') => new AppError(404, [key]);
