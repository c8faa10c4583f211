import { Button, Flex, IconButton, Tag, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { BellPlus, X } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { useVocabulary } from "../../../domain/vocabulary";
import { graphql } from "../../../gql";
import type { Country, OpportunityType, Sector } from "../../../gql/graphql";
import { notifyError, notifySuccess } from "../../../ui/feedback/notify";
import { useConfirm } from "../../../ui/feedback/useConfirm";

// What an alert shows and re-applies: its filters. The list and the answer to saving read the same.
graphql(`
  fragment SavedSearchAlerts_Alert on SavedSearch {
    id
    country
    sector
    type
    search
  }
`);

const AlertsDocument = graphql(`
  query SavedSearchAlerts_List {
    savedSearches {
      ...SavedSearchAlerts_Alert
    }
  }
`);

const SaveDocument = graphql(`
  mutation SavedSearchAlerts_Save($filter: SavedSearchFilter!) {
    saveSearch(filter: $filter) {
      ...SavedSearchAlerts_Alert
    }
  }
`);

const DeleteDocument = graphql(`
  mutation SavedSearchAlerts_Delete($id: ID!) {
    deleteSavedSearch(id: $id)
  }
`);

export interface AlertFilter {
  country: Country | null;
  sector: Sector | null;
  type: OpportunityType | null;
  search: string | null;
}

/**
 * The member's opportunity alerts beside the list's filters: "Salvar alerta"
 * keeps the current filters (a weekly e-mail then lists new opportunities
 * matching them), each alert re-applies its filters, and can be deleted.
 */
export function SavedSearchAlerts({ filter, onApply }: { filter: AlertFilter; onApply: (alert: AlertFilter) => void }) {
  const intl = useIntl();
  const vocabulary = useVocabulary();
  const confirm = useConfirm();
  const { data } = useQuery(AlertsDocument);
  const [save, saving] = useMutation(SaveDocument, { refetchQueries: [AlertsDocument], awaitRefetchQueries: true });
  const [remove] = useMutation(DeleteDocument, {
    update: (cache, { data: result }) => {
      const id = result?.deleteSavedSearch;
      if (id) cache.evict({ id: cache.identify({ __typename: "SavedSearch", id }) });
    },
  });
  const alerts = data?.savedSearches ?? [];

  const describe = (a: AlertFilter) =>
    [
      a.country && vocabulary.label("country", a.country),
      a.sector && vocabulary.label("sector", a.sector),
      a.type && vocabulary.label("opportunityType", a.type),
      a.search && `“${a.search}”`,
    ]
      .filter(Boolean)
      .join(" · ") || intl.formatMessage({ id: "opportunities.alerts.everything" });

  const saveCurrent = async () => {
    try {
      await save({ variables: { filter: { country: filter.country, sector: filter.sector, type: filter.type, search: filter.search } } });
      notifySuccess(intl, "opportunities.alerts.saved");
    } catch (error) {
      notifyError(intl, error);
    }
  };

  const deleteAlert = async (id: string, label: string) => {
    const ok = await confirm.ask({
      title: intl.formatMessage({ id: "opportunities.alerts.deleteTitle" }),
      text: intl.formatMessage({ id: "opportunities.alerts.deleteText" }, { alert: label }),
      confirmLabel: intl.formatMessage({ id: "opportunities.alerts.delete" }),
    });
    if (!ok) return;
    try {
      await remove({ variables: { id } });
      notifySuccess(intl, "opportunities.alerts.deleted");
    } catch (error) {
      notifyError(intl, error);
    }
  };

  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Button size="sm" variant="outline" onClick={() => void saveCurrent()} loading={saving.loading}>
        <BellPlus />
        <FormattedMessage id="opportunities.alerts.save" />
      </Button>
      {alerts.length > 0 && (
        <Text textStyle="sm" color="fg.muted">
          <FormattedMessage id="opportunities.alerts.mine" />
        </Text>
      )}
      {alerts.map((a) => {
        const label = describe(a);
        return (
          <Tag.Root key={a.id} size="lg" variant="surface" data-testid="saved-search-alert">
            <Tag.Label>
              <Button variant="plain" size="xs" px="0" h="auto" onClick={() => onApply(a)} title={intl.formatMessage({ id: "opportunities.alerts.apply" })}>
                {label}
              </Button>
            </Tag.Label>
            <Tag.EndElement>
              <IconButton
                size="2xs"
                variant="ghost"
                aria-label={intl.formatMessage({ id: "opportunities.alerts.deleteOne" }, { alert: label })}
                onClick={() => void deleteAlert(a.id, label)}
              >
                <X />
              </IconButton>
            </Tag.EndElement>
          </Tag.Root>
        );
      })}
      {confirm.element}
    </Flex>
  );
}
