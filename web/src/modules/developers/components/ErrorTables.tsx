import { Code, Heading, Stack, Table, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import type { DevelopersPage_ReferenceQuery } from "../../../gql/graphql";

type Reference = Pick<DevelopersPage_ReferenceQuery, "errorCodes" | "errorReasons">;

/** The closed sets of error codes and reasons, as the server lists them (English descriptions from the schema). */
export function ErrorTables({ errorCodes, errorReasons }: Reference) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Stack gap="6">
      <Stack gap="3">
        <Heading as="h3" size="md">
          {t("developers.errors.codes")}
        </Heading>
        <Table.ScrollArea borderWidth="1px" rounded="lg" tabIndex={0} role="region" aria-label={t("developers.errors.codes")}>
          <Table.Root size="sm" data-testid="error-codes">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("developers.errors.colCode")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("developers.errors.colMeaning")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {errorCodes.map((c) => (
                <Table.Row key={c.code}>
                  <Table.Cell>
                    <Code>{c.code}</Code>
                  </Table.Cell>
                  <Table.Cell lang="en" minW="60">
                    {c.description}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>
      <Stack gap="3">
        <Heading as="h3" size="md">
          {t("developers.errors.reasons")}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {intl.formatMessage({ id: "developers.errors.reasonsCount" }, { count: errorReasons.length })}
        </Text>
        <Table.ScrollArea borderWidth="1px" rounded="lg" tabIndex={0} role="region" aria-label={t("developers.errors.reasons")}>
          <Table.Root size="sm" data-testid="error-reasons">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  {t("developers.errors.colReason")} / {t("developers.errors.colCode")}
                </Table.ColumnHeader>
                <Table.ColumnHeader>{t("developers.errors.colMeaning")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {errorReasons.map((r) => (
                <Table.Row key={r.reason}>
                  <Table.Cell verticalAlign="top">
                    <Code>{r.reason}</Code>
                    <Text fontSize="xs" color="fg.muted" fontFamily="mono" mt="1">
                      {r.code}
                    </Text>
                  </Table.Cell>
                  <Table.Cell lang="en" minW="44" verticalAlign="top">
                    {r.description}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>
    </Stack>
  );
}
