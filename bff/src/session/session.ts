/** The signed-in shopper, as the encrypted session cookie holds it. */
export interface Session {
  userId: number;
  email: string;
  fullname: string;
  /** The upstream's JWT. Never leaves the BFF: not in a GraphQL answer, not readable by browser code. */
  token: string;
}
