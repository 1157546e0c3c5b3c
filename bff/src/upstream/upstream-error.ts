/** The upstream could not be reached or did not answer in time. */
export class UpstreamUnavailableError extends Error {
  override name = 'UpstreamUnavailableError';
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

/** The upstream answered, but not with what the contract promises (HTML, truncation, wrong types). */
export class UpstreamBadResponseError extends Error {
  override name = 'UpstreamBadResponseError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}
