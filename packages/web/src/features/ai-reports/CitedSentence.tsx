import { Anchor, Tooltip } from "@mantine/core";
import { Fragment } from "react";
import { Link } from "react-router";
import type { AiSentence } from "./ai-reports.graphql.ts";
import { type Citation, describeFact, sentenceText } from "./citations.ts";

/**
 * A report sentence and its citations (issue 15 "Every sentence cites"): numbered superscripts
 * linking to the fact's place (profile section, alert, grade explanation). The tooltip and the
 * link's accessible name both say the fact: label, value, source and date.
 */
export function CitedSentence({
  sentence,
  citations,
}: {
  sentence: AiSentence;
  citations: ReadonlyMap<string, Citation>;
}) {
  const cited = sentence.factIds.flatMap((id) => {
    const citation = citations.get(id);
    return citation ? [citation] : [];
  });
  return (
    <>
      {sentenceText(sentence.text)}
      {cited.length > 0 ? (
        <sup>
          {cited.map((citation, position) => (
            <Fragment key={citation.fact.id}>
              {position > 0 ? "," : null}
              <CitationLink citation={citation} />
            </Fragment>
          ))}
        </sup>
      ) : null}
    </>
  );
}

function CitationLink({ citation: { number, fact } }: { citation: Citation }) {
  const description = describeFact(fact);
  const name = `Source ${number}: ${description}`;
  const href = fact.href;
  // A fact without a place to open still says what it is, to the eye and to screen readers.
  if (!href) {
    return (
      <Tooltip label={description} withinPortal multiline maw={320}>
        <Anchor component="span" size="xs" aria-label={name} role="note" tabIndex={0}>
          {number}
        </Anchor>
      </Tooltip>
    );
  }
  // Profile sections, alerts and grade explanations are the app's own pages: no reload.
  const internal = href.startsWith("/");
  return (
    <Tooltip label={description} withinPortal multiline maw={320}>
      {internal ? (
        <Anchor component={Link} to={href} size="xs" aria-label={name}>
          {number}
        </Anchor>
      ) : (
        <Anchor href={href} target="_blank" rel="noreferrer" size="xs" aria-label={name}>
          {number}
        </Anchor>
      )}
    </Tooltip>
  );
}
