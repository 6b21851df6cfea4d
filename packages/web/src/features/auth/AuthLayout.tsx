import { Box, Center, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Logo } from "../../ui/Logo.tsx";

interface AuthLayoutProps {
  /** The page heading (h1). */
  title: string;
  /** A short line under the heading. */
  description?: ReactNode;
  children: ReactNode;
  /** Wider card for content such as the organisation list or the QR code. */
  wide?: boolean;
}

/** The centred card shared by the pages shown without the application shell. */
export function AuthLayout({ title, description, children, wide = false }: AuthLayoutProps) {
  return (
    <Box component="main" bg="var(--mantine-color-gray-0)" mih="100dvh">
      <Center mih="100dvh" p="md">
        <Stack w="100%" maw={wide ? 560 : 420} gap="lg">
          <Group justify="center" gap="xs">
            <Logo alt="" size="medium" />
            <Text fw={700} fz="xl" component="span">
              Tierwise
            </Text>
          </Group>
          <Paper withBorder shadow="sm" radius="md" p="xl">
            <Stack gap="md">
              <Stack gap={4}>
                <Title order={1} fz="h2">
                  {title}
                </Title>
                {description ? (
                  <Text c="dimmed" size="sm">
                    {description}
                  </Text>
                ) : null}
              </Stack>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
