import { gql, type TypedDocumentNode } from "@apollo/client";

/** The digest's unsubscribe link: public, the token is the whole credential. */
export const UNSUBSCRIBE_ALERT_FEED_DIGEST: TypedDocumentNode<
  {
    unsubscribeAlertFeedDigest:
      | { __typename: "UnsubscribeAlertFeedSuccess"; feedName: string }
      | { __typename: "LinkExpiredError"; message: string }
      | { __typename: "ValidationError"; message: string };
  },
  { input: { token: string } }
> = gql`
  mutation UnsubscribeAlertFeedDigest($input: UnsubscribeAlertFeedInput!) {
    unsubscribeAlertFeedDigest(input: $input) {
      __typename
      ... on UnsubscribeAlertFeedSuccess { feedName }
      ... on LinkExpiredError { message }
      ... on ValidationError { message }
    }
  }
`;
