import { Code, Heading, Stack, Table, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import type { DevelopersPage_ReferenceQuery } from "../../../gql/graphql";

type Reference = Pick<DevelopersPage_ReferenceQuery, "errorCodes" | "errorReasons">;

interface Props<R> {
  title: string;
  /** a muted line under the title */
  note?: ReactNode;
  testId: string;
  /** the first column's heading (the second is the meaning) */
  nameHeader: ReactNode;
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** the first column's cell */
  name: (row: R) => ReactNode;
  description: (row: R) => string;
  /** the meaning column's least width */
  minW: string;
}

/** One reference table: a name per row and its meaning, in English as the schema says it. */
function ReferenceTable<R>({ title, note, testId, nameHeader, rows, rowKey, name, description, minW }: Props<R>) {
  const intl = useIntl();
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        {title}
      </Heading>
      {note}
      <Table.ScrollArea borderWidth="1px" rounded="lg" tabIndex={0} role="region" aria-label={title}>
        <Table.Root size="sm" data-testid={testId}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{nameHeader}</Table.ColumnHeader>
              <Table.ColumnHeader>{intl.formatMessage({ id: "developers.errors.colMeaning" })}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={rowKey(r)}>
                <Table.Cell verticalAlign="top">{name(r)}</Table.Cell>
                <Table.Cell lang="en" minW={minW} verticalAlign="top">
                  {description(r)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

/** The closed sets of error codes and reasons, as the server lists them (English descriptions from the schema). */
export function ErrorTables({ errorCodes, errorReasons }: Reference) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Stack gap="6">
      <ReferenceTable
        title={t("developers.errors.codes")}
        testId="error-codes"
        nameHeader={t("developers.errors.colCode")}
        rows={errorCodes}
        rowKey={(c) => c.code}
        name={(c) => <Code>{c.code}</Code>}
        description={(c) => c.description}
        minW="60"
      />
      <ReferenceTable
        title={t("developers.errors.reasons")}
        note={
          <Text color="fg.muted" fontSize="sm">
            {intl.formatMessage({ id: "developers.errors.reasonsCount" }, { count: errorReasons.length })}
          </Text>
        }
        testId="error-reasons"
        nameHeader={`${t("developers.errors.colReason")} / ${t("developers.errors.colCode")}`}
        rows={errorReasons}
        rowKey={(r) => r.reason}
        name={(r) => (
          <>
            <Code>{r.reason}</Code>
            <Text fontSize="xs" color="fg.muted" fontFamily="mono" mt="1">
              {r.code}
            </Text>
          </>
        )}
        description={(r) => r.description}
        minW="44"
      />
    </Stack>
  );
}
