import { graphql } from '../../gql';

/** What the code-entry screens read back when a code is mailed (verification resend, password reset). */
export const SendCodeResultFragment = graphql(`
  fragment SendCode_result on SendCodeResult {
    __typename
    ... on CodeSent {
      codeExpiresInSeconds
      message
    }
    ... on InvalidInput {
      message
    }
    ... on RateLimited {
      message
    }
    ... on Unavailable {
      message
    }
  }
`);
