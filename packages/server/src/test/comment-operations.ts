import type { TestClient } from "./harness.ts";

/** The GraphQL operations of the collaboration tests, as the web will send them. */
const commentFields = `id kind comment edited deletedAt parentId childrenCount canEdit canDelete canReply
  companyId duns portfolioId
  permission { type recipients { type id name } }
  commenter { id name }
  attachments { id filename size contentType downloadUrl previewUrl }`;
const errorFields =
  "__typename ... on Error { message } ... on ValidationError { fieldErrors { path message } }";

export const operations = {
  wall: `query($target: CommentTargetInput!, $parentId: ID, $filter: ActivityWallFilterInput, $first: Int, $after: String) {
    activityWall(target: $target, parentId: $parentId, filter: $filter, first: $first, after: $after) {
      itemsCount pageInfo { hasNextPage endCursor }
      items { __typename ... on Comment { ${commentFields} children { id } } } } }`,
  summary: `query($target: CommentTargetInput!) { activityWallSummary(target: $target) { commentCount canEdit defaultAccess } }`,
  comment: `query($id: ID!) { comment(id: $id) { ${commentFields} children { id } } }`,
  add: `mutation($target: CommentTargetInput!, $comment: JSON!, $parentId: ID, $permission: CommentPermissionInput, $attachmentKeys: [String!], $kind: String, $filter: ActivityWallFilterInput) {
    addComment(target: $target, comment: $comment, parentId: $parentId, permission: $permission, attachmentKeys: $attachmentKeys, kind: $kind, filter: $filter) {
      ${errorFields} ... on AddCommentSuccess { visibleByFilter comment { ${commentFields} } } } }`,
  update: `mutation($id: ID!, $comment: JSON!, $permission: CommentPermissionInput, $attachmentKeys: [String!]) {
    updateComment(id: $id, comment: $comment, permission: $permission, attachmentKeys: $attachmentKeys) {
      ${errorFields} ... on CommentChangeSuccess { comment { ${commentFields} } } } }`,
  remove: `mutation($id: ID!) { deleteComment(id: $id) { __typename ... on Error { message } ... on DeleteCommentSuccess { id } } }`,
  options: `query($query: String, $first: Int, $offset: Int) { commentRecipientOptions(query: $query, first: $first, offset: $offset) {
    __typename ... on MentionUser { id name email } ... on MentionTeam { id name members { id } } } }`,
  recipient: `query($type: String!, $id: ID!) { commentRecipient(type: $type, id: $id) {
    __typename ... on MentionUser { id name } ... on MentionTeam { id name members { id } } } }`,
};

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
export type Any = any;

/** addComment's answer (the union member), for the common case. */
export async function addComment(
  client: TestClient,
  variables: Record<string, unknown>,
): Promise<Any> {
  const answer = await client.gql<Any>(operations.add, variables);
  if (answer.errors)
    return { __typename: answer.errors[0]?.extensions?.code, errors: answer.errors };
  return answer.data.addComment;
}
