import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';

const SignOutMutation = graphql(`
  mutation SignOut {
    signOut {
      __typename
    }
  }
`);

/** Ends the session, forgets everything cached for the shopper and goes home. */
export function useSignOut() {
  const [signOut] = useMutation(SignOutMutation);
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut().catch(() => undefined);
    await client.resetStore().catch(() => undefined);
    navigate('/');
  }, [client, navigate, signOut]);
}
