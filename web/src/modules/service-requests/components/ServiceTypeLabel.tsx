import { FormattedMessage, useIntl } from "react-intl";
import { serviceName } from "../../../domain/serviceCategories";
import type { ServiceCategory } from "../../../gql/graphql";

/** "Educação · Universidades" for a category option; a catalogue service's title in the reader's language. */
export function ServiceTypeLabel({
  category,
  serviceType,
  serviceTitle,
}: {
  category: ServiceCategory | null | undefined;
  serviceType: string;
  serviceTitle?: { pt: string; en: string } | null;
}) {
  const intl = useIntl();
  return (
    <>
      {category && (
        <>
          <FormattedMessage id={`serviceRequests.category.${category}`} />
          {" · "}
        </>
      )}
      {serviceName(intl, serviceType, serviceTitle)}
    </>
  );
}
