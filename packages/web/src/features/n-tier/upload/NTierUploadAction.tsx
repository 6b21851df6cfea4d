import { useApolloClient } from "@apollo/client/react";
import { Button, Loader, Modal, Stack } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { sessionCan } from "../../../app/session/session-policy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import {
  N_TIER_UPLOAD_QUERY,
  type NTierUpload,
  type NTierUploadPreview,
} from "./n-tier-upload.graphql.ts";
import { useNTierRefresh } from "./use-n-tier-refresh.ts";

// The dialog's steps (file parsing, the column mapping, the matcher's review) load when it is
// opened: the map and the graph, which show the button too, need none of them to draw.
const NTierMappingStep = lazy(async () => ({
  default: (await import("./NTierMappingStep.tsx")).NTierMappingStep,
}));
const NTierUploadDrop = lazy(async () => ({
  default: (await import("./NTierUploadDrop.tsx")).NTierUploadDrop,
}));
const NTierUploadResult = lazy(async () => ({
  default: (await import("./NTierUploadResult.tsx")).NTierUploadResult,
}));

/**
 * "Upload relations" on the n-tier page: a relations file or a facility list becomes the
 * organisation's own relations and sites, in three steps: the file, its columns (the mapping
 * step), what its rows became. Offered to those who may upload supplier lists
 * (requests.createBulk, the rule the server applies). The refresh lives here, not in the
 * dialog, so the views still catch the recomputed network after the dialog is closed.
 */
export function NTierUploadAction() {
  const session = useSession();
  const client = useApolloClient();
  const [opened, setOpened] = useState(false);
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [previewed, setPreviewed] = useState<{
    fileKey: string;
    preview: NTierUploadPreview;
  } | null>(null);
  const refresh = useNTierRefresh();
  if (!sessionCan(session, "requests.createBulk")) return null;

  function uploaded(upload: NTierUpload) {
    // The summary reads the upload from the cache: the mutation's answer is it, no second ask.
    client.writeQuery({
      query: N_TIER_UPLOAD_QUERY,
      variables: { id: upload.id },
      data: { nTierUpload: upload },
    });
    setUploadId(upload.id);
    setPreviewed(null);
    if (upload.counts.created > 0) refresh();
  }

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconUpload size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Upload relations
      </Button>
      <Modal
        opened={opened}
        onClose={() => {
          setOpened(false);
          setUploadId(null);
          setPreviewed(null);
        }}
        title="Upload relations or a facility list"
        size="80rem"
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Suspense fallback={<Loader aria-label="Loading" />}>
          <Stack gap="md">
            {uploadId ? (
              <>
                <NTierUploadResult uploadId={uploadId} onNetworkChanged={refresh} />
                <Button variant="subtle" onClick={() => setUploadId(null)} w="fit-content">
                  Upload another file
                </Button>
              </>
            ) : previewed ? (
              <NTierMappingStep
                fileKey={previewed.fileKey}
                preview={previewed.preview}
                onUploaded={uploaded}
                onBack={() => setPreviewed(null)}
              />
            ) : (
              <NTierUploadDrop
                onPreviewed={(fileKey, preview) => setPreviewed({ fileKey, preview })}
              />
            )}
          </Stack>
        </Suspense>
      </Modal>
    </>
  );
}
