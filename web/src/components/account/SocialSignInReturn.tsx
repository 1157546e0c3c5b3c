import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import { accountMessages } from '../../messages';

const ExchangeSocialTokenMutation = graphql(`
  mutation ExchangeSocialToken($tokenID: String!) {
    exchangeSocialToken(tokenID: $tokenID) {
      __typename
      ... on InvalidInput {
        message
      }
      ... on Unavailable {
        message
      }
    }
  }
`);

/**
 * A Google or Facebook sign-in comes back to `/?tokenID=…`: the BFF trades it
 * for a session, and the token leaves the address bar (and the history) at once.
 */
export function SocialSignInReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [exchange] = useMutation(ExchangeSocialTokenMutation);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const tokenID = params.get('tokenID');
    if (!tokenID || handled.current === tokenID) return;
    handled.current = tokenID;
    params.delete('tokenID');
    const rest = params.toString();
    navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
    void exchange({ variables: { tokenID } })
      .then(async ({ data }) => {
        if (data?.exchangeSocialToken.__typename === 'SignedIn') await client.resetStore();
        else navigate('/login', { state: { notice: accountMessages.socialFailed } });
      })
      .catch(() => navigate('/login', { state: { notice: accountMessages.socialFailed } }));
  }, [client, exchange, location.pathname, location.search, navigate]);

  return null;
}
