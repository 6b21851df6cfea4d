import { useQuery } from "@apollo/client/react";
import { ACTIVITY_WALL_SUMMARY_QUERY } from "./activity-wall.graphql.ts";
import type { CommentTarget } from "./comment-target.ts";

/** The notes button's dot: the wall has comments (activityWallSummary.commentCount). */
export function useNotesDot(target: CommentTarget, enabled: boolean): boolean {
  const { data } = useQuery(ACTIVITY_WALL_SUMMARY_QUERY, {
    variables: { target },
    skip: !enabled,
  });
  return (data?.activityWallSummary.commentCount ?? 0) > 0;
}
