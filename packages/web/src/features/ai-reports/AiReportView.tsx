import { Alert, Group, List, Stack, Text, Title } from "@mantine/core";
import { aiReportMessages } from "@tierwise/common/ai-reports";
import { useId, useMemo } from "react";
import { formatDateTime } from "../risk/risk-format.ts";
import type { AiCategorySummary, AiReport, AiSentence } from "./ai-reports.graphql.ts";
import { CitedSentence } from "./CitedSentence.tsx";
import { type Citation, citationIndex } from "./citations.ts";
import { RiskLevelBadge } from "./RiskLevelBadge.tsx";

type Citations = ReadonlyMap<string, Citation>;

/**
 * One successful report (spec 3 §3): the headline risk level and summary, what changed since the
 * last report, the category summaries, the data providers and who made it when. Every sentence
 * carries its citations; sentences the server's check dropped are counted, not hidden silently.
 */
export function AiReportView({ report }: { report: AiReport }) {
  const citations = useMemo(() => citationIndex(report), [report]);
  const headlineId = useId();
  return (
    <Stack gap="md">
      <section aria-labelledby={headlineId}>
        <Group gap="xs" mb={4}>
          <Title order={3} size="h5" id={headlineId}>
            Overall risk
          </Title>
          <RiskLevelBadge level={report.riskLevel} />
        </Group>
        <Text size="sm">
          {report.summary.map((sentence, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a report's sentences are fixed and may repeat.
            <span key={position}>
              {position > 0 ? " " : null}
              <CitedSentence sentence={sentence} citations={citations} />
            </span>
          ))}
        </Text>
      </section>
      {report.droppedSentenceCount > 0 ? (
        <Alert color="yellow" variant="light" p="xs">
          <Text size="sm">{aiReportMessages.droppedSentences(report.droppedSentenceCount)}</Text>
        </Alert>
      ) : null}
      <Changes report={report} />
      {report.categories.map((category) => (
        <CategorySection key={category.title} category={category} citations={citations} />
      ))}
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          Data providers: {report.dataProviders.length > 0 ? report.dataProviders.join(", ") : "—"}
        </Text>
        <Text size="xs" c="dimmed">
          Version {report.version} · Created by {report.createdBy?.name ?? "the system"} on{" "}
          {formatDateTime(report.createdAt)} · Generator: {report.generator}
        </Text>
      </Stack>
    </Stack>
  );
}

/** Issue 15 "A new report shows what changed since the last one"; a first report has none. */
function Changes({ report }: { report: AiReport }) {
  const titleId = useId();
  if (report.version <= 1 && report.changes.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <Title order={3} size="h6" id={titleId}>
        What changed since the last report
      </Title>
      {report.changes.length === 0 ? (
        <Text size="sm">Nothing changed.</Text>
      ) : (
        <List size="sm" spacing={2}>
          {report.changes.map((change) => (
            <List.Item key={change}>{change}</List.Item>
          ))}
        </List>
      )}
    </section>
  );
}

const categoryLists = [
  ["signalPoints", "Signal points"],
  ["otherFindings", "Other findings"],
  ["recommendedActions", "Recommended actions"],
] as const;

function CategorySection({
  category,
  citations,
}: {
  category: AiCategorySummary;
  citations: Citations;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Group gap="xs" mb={4}>
        <Title order={3} size="h5" id={titleId}>
          {category.title}
        </Title>
        <RiskLevelBadge level={category.riskLevel} size="sm" />
      </Group>
      <Stack gap="xs">
        {categoryLists.map(([field, label]) => (
          <SentenceList
            key={field}
            label={label}
            sentences={category[field]}
            citations={citations}
          />
        ))}
      </Stack>
    </section>
  );
}

function SentenceList({
  label,
  sentences,
  citations,
}: {
  label: string;
  sentences: AiSentence[];
  citations: Citations;
}) {
  const labelId = useId();
  if (sentences.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <List size="sm" spacing={2} aria-labelledby={labelId}>
        {sentences.map((sentence, position) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a report's sentences are fixed and may repeat.
          <List.Item key={position}>
            <CitedSentence sentence={sentence} citations={citations} />
          </List.Item>
        ))}
      </List>
    </div>
  );
}
