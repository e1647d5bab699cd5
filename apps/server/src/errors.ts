/** Typed errors the verbs throw; the error plugin turns each into its status and JSON body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** A field of the request the message is about, as schema errors name them ('zip', 'address.zip'). */
export interface FieldIssue {
  path: string;
  message: string;
}

export class BadRequest extends HttpError {
  constructor(
    message: string,
    /** Sent as `issues`, so a form can show the message beside its field. */
    readonly issues?: FieldIssue[],
  ) {
    super(400, message);
  }
}

export class Unauthorized extends HttpError {
  constructor(message = 'Please log in') {
    super(401, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message = 'You are not allowed to do that') {
    super(403, message);
  }
}

export class NotFound extends HttpError {
  constructor(what = 'Resource') {
    super(404, `${what} not found`);
  }
}

export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class OutOfStock extends Conflict {
  constructor(readonly productName: string) {
    super(`Not enough stock for ${productName}`);
  }
}

export class TooManyRequests extends HttpError {
  constructor(
    message = 'Too many attempts, please wait a minute and try again',
    /** Sent as Retry-After: when the caller may try again. */
    readonly retryAfterSeconds = 60,
  ) {
    super(429, message);
  }
}
