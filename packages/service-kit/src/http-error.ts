/** An error answered as `{ message }` with its status; the message must come from @insp/messages. */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = status;
  }
}
